import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatMoney, formatNumber } from '@/lib/numbers';
import type { Dashboard } from '../api/get-dashboard';
import { figureLink } from '../figure-links';
import { Card } from '@/components/card';
import { CARD_CLASSES } from '@/components/card-look';
import { cn } from '@/components/class-names';

type Figure = Dashboard['figures'][number];

const card = cn(CARD_CLASSES, 'block h-full p-5');
const linkCard = `${card} group hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`;

/** Each figure is the total of a list; a card opens that list (its name is the label and the figure). */
export function FigureCards({ figures }: { figures: Dashboard['figures'] }) {
  const { t, i18n } = useTranslation('dashboard');
  // A figure the server left out reads '—'; a format the app does not know reads as a plain number.
  const show = ({ value, format, currency }: Figure) => {
    if (value === undefined) return t('ui:missing');
    if (format === 'money') return formatMoney(value, currency ?? 'USD', i18n.language);
    if (format === 'percent') return `${formatNumber(value, i18n.language)}%`;
    return formatNumber(value, i18n.language);
  };
  return (
    <ul aria-label={t('figuresLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {figures.map((figure) => {
        const to = figureLink(figure.key);
        // A figure the app has no name for is labelled with its key.
        const body = (
          <>
            <span className="flex items-center justify-between gap-2 text-sm text-slate-600">
              <span data-testid="figure-label">
                {t(`figures.${figure.key}`, { defaultValue: figure.key })}
                {figure.format === 'money' && figure.currency ? ` · ${figure.currency}` : ''}
              </span>
              {to && (
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600"
                />
              )}
            </span>
            <span
              data-testid="figure-value"
              className="mt-2 block text-2xl font-semibold tabular-nums text-slate-900"
            >
              {show(figure)}
            </span>
          </>
        );
        return (
          <li key={`${figure.key}-${figure.currency ?? ''}`} data-testid="figure" data-key={figure.key}>
            {to ? (
              <Link to={to} className={linkCard}>
                {body}
              </Link>
            ) : (
              <div className={card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function FigureCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="p-5">
          <SkeletonBlock className="h-4 w-2/3" />
          <SkeletonBlock className="mt-3 h-7 w-1/3" />
        </Card>
      ))}
    </div>
  );
}
