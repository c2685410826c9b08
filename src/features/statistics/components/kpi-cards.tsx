import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { TEXT_SHADES } from './chart-colours';
import type { ChartSeries } from './chart-types';
import type { StatFormat } from './use-stat-format';
import { Card } from '@/components/card';

export type Kpi = {
  key: string;
  label: string;
  value: ReactNode;
  accent?: string;
};

/** A headline figure per series of a chart of counts: its total, named and coloured as the series. */
export function seriesKpis<TKey extends string>(
  series: readonly ChartSeries<TKey>[],
  totals: Record<TKey, number | undefined>,
  format: StatFormat,
): Kpi[] {
  return series.map((s) => ({
    key: s.key,
    label: s.name,
    value: format.count(totals[s.key]),
    accent: TEXT_SHADES[s.colour],
  }));
}

export function KpiCards({ items }: { items: Kpi[] }) {
  const { t } = useTranslation('statistics');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('totals')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <Card key={item.key} className="p-4">
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd
              data-testid={`kpi-${item.key}`}
              className={cn('mt-1 text-2xl font-semibold tabular-nums', item.accent ?? 'text-slate-900')}
            >
              {item.value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
