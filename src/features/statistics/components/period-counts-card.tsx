import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card';
import type { ChartSeries } from './chart-types';
import { PeriodBarChart, PeriodLinePanels } from './lazy-charts';
import type { Granularity } from './period-label';
import { sumOf, type StatFormat } from './use-stat-format';

type Props<TKey extends string> = {
  title: string;
  summary: (totals: Record<TKey, string>) => string;
  /** Bars side by side on one axis, or a small line chart per series (for series of unlike sizes). */
  chart: 'bars' | 'line-panels';
  /** The statistics answer: its periods' size, and the range's totals (one left out reads '—'). */
  figures: { granularity: Granularity; totals: Record<TKey, number | undefined> };
  periods: Array<{ period: string } & Record<TKey, number>>;
  series: readonly ChartSeries<TKey>[];
  format: StatFormat;
  chartClassName?: string;
  className?: string;
};

export function PeriodCountsCard<TKey extends string>(props: Props<TKey>) {
  const { title, chart, periods, format } = props;
  const series = [...props.series];
  const { granularity, totals } = props.figures;
  const { t } = useTranslation('statistics');
  const chartProps = {
    valueFormat: format.count,
    data: periods.map((p) => ({ ...p, label: format.axisPeriod(p.period) })),
    series,
  };
  const written = Object.fromEntries(series.map((s) => [s.key, format.count(totals[s.key])]));
  return (
    <ChartCard
      className={props.className}
      title={title}
      summary={props.summary(written as Record<TKey, string>)}
      chartClassName={props.chartClassName}
      chart={
        chart === 'bars' ? (
          <PeriodBarChart axis="count" {...chartProps} />
        ) : (
          <PeriodLinePanels {...chartProps} />
        )
      }
      table={{
        columns: [
          { header: t(`table.${granularity}`) },
          ...series.map((s) => ({ header: s.name, numeric: true })),
        ],
        rows: periods
          .filter((p) => sumOf(series, (s) => p[s.key]) > 0)
          .map((p) => ({
            key: p.period,
            cells: [format.fullPeriod(p.period), ...series.map((s) => format.count(p[s.key]))],
          })),
        footer: [t('table.total'), ...series.map((s) => format.count(totals[s.key]))],
      }}
    />
  );
}
