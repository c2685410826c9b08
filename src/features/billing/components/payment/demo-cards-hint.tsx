import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEMO_TEST_CARDS } from '@/config/billing';
import { isDemoBackend } from '@/config/env';
import { formatCardNumber } from '../../card';

const OUTCOMES = Object.keys(DEMO_TEST_CARDS) as Array<keyof typeof DEMO_TEST_CARDS>;

/** Demo builds only: the documented test cards (docs/billing.md), so a visitor can try each outcome. */
export function DemoCardsHint() {
  const { t } = useTranslation(['billing']);
  if (!isDemoBackend) return null;
  return (
    <aside
      aria-label={t('billing:demoCards.title')}
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-xs text-amber-900"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <FlaskConical aria-hidden className="size-3.5" />
        {t('billing:demoCards.title')}
      </p>
      <ul className="mt-1.5 grid gap-0.5">
        {OUTCOMES.map((outcome) => (
          <li key={outcome}>
            <span className="font-mono">{formatCardNumber(DEMO_TEST_CARDS[outcome])}</span> —{' '}
            {t(`billing:demoCards.${outcome}`)}
          </li>
        ))}
      </ul>
      <p className="mt-1.5">{t('billing:demoCards.hint')}</p>
    </aside>
  );
}
