import { useTranslation } from 'react-i18next';
import type { CarrierStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { ChartTable } from '../chart-table';
import { PeriodBarChart } from '../lazy-charts';
import type { StatFormat } from '../use-stat-format';

type Props = { data: CarrierStatistics; format: StatFormat; className?: string };

/** Bids placed per period, with those won and lost among them. */
export function BidsOverTimeCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  const { totals } = data;
  const title = t('carrier.bids.title');
  const names = {
    placed: t('carrier.kpi.placed'),
    won: t('carrier.kpi.won'),
    lost: t('carrier.kpi.lost'),
  };
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
          series={[
            { key: 'placed', name: names.placed, colour: CHART_COLOURS.brand },
            { key: 'won', name: names.won, colour: CHART_COLOURS.green },
            { key: 'lost', name: names.lost, colour: CHART_COLOURS.red },
          ]}
        />
      }
      table={
        <ChartTable
          caption={title}
          columns={[
            { header: t(`table.${data.granularity}`) },
            { header: names.placed, numeric: true },
            { header: names.won, numeric: true },
            { header: names.lost, numeric: true },
          ]}
          rows={data.bids
            .filter((p) => p.placed + p.won + p.lost > 0)
            .map((p) => ({
              key: p.period,
              cells: [
                format.fullPeriod(p.period),
                format.count(p.placed),
                format.count(p.won),
                format.count(p.lost),
              ],
            }))}
          footer={[
            t('table.total'),
            format.count(totals.placed),
            format.count(totals.won),
            format.count(totals.lost),
          ]}
        />
      }
    />
  );
}
