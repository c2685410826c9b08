import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './chart-types';
import { ChartTable } from './chart-table';
import type { Granularity } from './period-label';
import { sumOf, type StatFormat } from './use-stat-format';

type Props<TKey extends string> = {
  caption: string;
  granularity: Granularity;
  periods: Array<{ period: string } & Record<TKey, number>>;
  /** The chart's series: one column each, in the chart's order. */
  series: ChartSeries<TKey>[];
  /** The range's totals; one the server left out reads '—'. */
  totals: Record<TKey, number | undefined>;
  format: StatFormat;
};

/**
 * The table of a chart of counts per period: a column per series, the periods with nothing in them
 * left out, and the range's totals last.
 */
export function PeriodCountsTable<TKey extends string>({
  caption,
  granularity,
  periods,
  series,
  totals,
  format,
}: Props<TKey>) {
  const { t } = useTranslation('statistics');
  return (
    <ChartTable
      caption={caption}
      columns={[
        { header: t(`table.${granularity}`) },
        ...series.map((s) => ({ header: s.name, numeric: true })),
      ]}
      rows={periods
        .filter((p) => sumOf(series, (s) => p[s.key]) > 0)
        .map((p) => ({
          key: p.period,
          cells: [format.fullPeriod(p.period), ...series.map((s) => format.count(p[s.key]))],
        }))}
      footer={[t('table.total'), ...series.map((s) => format.count(totals[s.key]))]}
    />
  );
}
