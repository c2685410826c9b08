import { useTranslation } from 'react-i18next';
import type { AdminStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import type { ChartSeries } from '../chart-types';
import { PeriodLinePanels } from '../lazy-charts';
import { PeriodCountsTable } from '../period-counts-table';
import type { StatFormat } from '../use-stat-format';

type Props = { data: AdminStatistics; format: StatFormat; className?: string };

/** New organisations, inquiries and bids per period, each on its own scale. */
export function ActivityCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  const { totals } = data;
  const series: ChartSeries<'organizations' | 'inquiries' | 'bids'>[] = [
    { key: 'organizations', name: t('admin.kpi.organizations'), colour: CHART_COLOURS.green },
    { key: 'inquiries', name: t('admin.kpi.inquiries'), colour: CHART_COLOURS.brand },
    { key: 'bids', name: t('admin.kpi.bids'), colour: CHART_COLOURS.amber },
  ];
  const title = t('admin.activity.title');
  return (
    <ChartCard
      className={className}
      title={title}
      summary={t('admin.activity.summary', {
        organizations: format.count(totals.organizations),
        inquiries: format.count(totals.inquiries),
        bids: format.count(totals.bids),
      })}
      chartClassName="md:h-56"
      chart={
        <PeriodLinePanels
          valueFormat={format.count}
          data={data.activity.map((p) => ({ ...p, label: format.axisPeriod(p.period) }))}
          series={series}
        />
      }
      table={
        <PeriodCountsTable
          caption={title}
          granularity={data.granularity}
          periods={data.activity}
          series={series}
          totals={totals}
          format={format}
        />
      }
    />
  );
}
