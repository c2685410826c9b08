import { Card } from '@/components/card';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatNumber } from '@/lib/numbers';
import type { BidReport } from '../../schemas';

const TOTALS = ['received', 'accepted', 'pending', 'lost'] as const;
const ACCENTS: Record<(typeof TOTALS)[number], string> = {
  received: 'text-brand-700',
  accepted: 'text-green-700',
  pending: 'text-amber-700',
  lost: 'text-slate-700',
};

/** The four counts of the chosen range; skeletons while they load, '—' for one the server left out. */
export function SummaryTotals({ totals }: { totals: BidReport['totals'] }) {
  const { t, i18n } = useTranslation(['bids-summary', 'ui']);
  const count = (value: number | undefined) =>
    value === undefined ? t('ui:missing') : formatNumber(value, i18n.language);
  return (
    <section aria-labelledby="bids-summary-totals">
      <h2 id="bids-summary-totals" className="sr-only">
        {t('bids-summary:totals.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TOTALS.map((key) => (
          <Card key={key} className="p-4">
            <dt className="text-sm text-slate-600">{t(`bids-summary:totals.${key}`)}</dt>
            <dd
              data-testid={`total-${key}`}
              className={cn('mt-1 text-2xl font-semibold tabular-nums', ACCENTS[key])}
            >
              {!totals ? <SkeletonBlock className="h-8 w-16" /> : count(totals[key])}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
