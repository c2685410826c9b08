import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { formatMoney, formatNumber } from '@/lib/format';
import type { Dashboard } from '../api/get-dashboard';

export function FigureCards({ figures }: { figures: Dashboard['figures'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const show = (figure: Dashboard['figures'][number]) => {
    if (figure.format === 'money') return formatMoney(figure.value, figure.currency ?? 'USD', i18n.language);
    if (figure.format === 'percent') return `${formatNumber(figure.value, i18n.language)}%`;
    return formatNumber(figure.value, i18n.language);
  };
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <dt className="text-sm text-slate-600">{t(`figures.${figure.key}`)}</dt>
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
