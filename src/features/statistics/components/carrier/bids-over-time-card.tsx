import { useTranslation } from 'react-i18next';
import type { CarrierStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import type { ChartSeries } from '../chart-types';
import { PeriodBarChart } from '../lazy-charts';
import { PeriodCountsTable } from '../period-counts-table';
import type { StatFormat } from '../use-stat-format';

type Props = { data: CarrierStatistics; format: StatFormat; className?: string };

/** Bids placed per period, with those won and lost among them. */
export function BidsOverTimeCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  const { totals } = data;
  const title = t('carrier.bids.title');
  const series: ChartSeries<'placed' | 'won' | 'lost'>[] = [
    { key: 'placed', name: t('carrier.kpi.placed'), colour: CHART_COLOURS.brand },
    { key: 'won', name: t('carrier.kpi.won'), colour: CHART_COLOURS.green },
    { key: 'lost', name: t('carrier.kpi.lost'), colour: CHART_COLOURS.red },
  ];
  return (
    <ChartCard
      className={className}
      title={title}
      summary={t('carrier.bids.summary', {
        placed: format.count(totals.placed),
        won: format.count(totals.won),
        lost: format.count(totals.lost),
      })}
      chart={
        <PeriodBarChart
          axis="count"
          valueFormat={format.count}
          data={data.bids.map((p) => ({ ...p, label: format.axisPeriod(p.period) }))}
          series={series}
        />
      }
      table={
        <PeriodCountsTable
          caption={title}
          granularity={data.granularity}
          periods={data.bids}
          series={series}
          totals={totals}
          format={format}
        />
      }
    />
  );
}
