import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatMoney, formatNumber } from '@/lib/format';
import type { Dashboard } from '../api/get-dashboard';

export function FigureCards({ figures }: { figures: Dashboard['figures'] }) {
  const { t, i18n } = useTranslation('dashboard');
  // A figure the server left out reads '—'; a format the app does not know reads as a plain number.
  const show = ({ value, format, currency }: Dashboard['figures'][number]) => {
    if (value === undefined) return t('ui:missing');
    if (format === 'money') return formatMoney(value, currency ?? 'USD', i18n.language);
    if (format === 'percent') return `${formatNumber(value, i18n.language)}%`;
    return formatNumber(value, i18n.language);
  };
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          {/* A figure the app has no name for is labelled with its key. */}
          <dt className="text-sm text-slate-600">
            {t(`figures.${figure.key}`, { defaultValue: figure.key })}
          </dt>
          <dd className="mt-2 text-2xl font-semibold tabular-nums text-slate-900">{show(figure)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FigureCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <SkeletonBlock className="h-4 w-2/3" />
          <SkeletonBlock className="mt-3 h-7 w-1/3" />
        </div>
      ))}
    </div>
  );
}
