import { useTranslation } from 'react-i18next';
import type { AdminStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { ChartTable } from '../chart-table';
import { PeriodLinePanels } from '../lazy-charts';
import type { StatFormat } from '../use-stat-format';

type Props = { data: AdminStatistics; format: StatFormat; className?: string };

/** New organisations, inquiries and bids per period, each on its own scale. */
export function ActivityCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  const { totals } = data;
  const names = {
    organizations: t('admin.kpi.organizations'),
    inquiries: t('admin.kpi.inquiries'),
    bids: t('admin.kpi.bids'),
  };
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
          series={[
            { key: 'organizations', name: names.organizations, colour: CHART_COLOURS.green },
            { key: 'inquiries', name: names.inquiries, colour: CHART_COLOURS.brand },
            { key: 'bids', name: names.bids, colour: CHART_COLOURS.amber },
          ]}
        />
      }
      table={
        <ChartTable
          caption={title}
          columns={[
            { header: t(`table.${data.granularity}`) },
            { header: names.organizations, numeric: true },
            { header: names.inquiries, numeric: true },
            { header: names.bids, numeric: true },
          ]}
          rows={data.activity
            .filter((p) => p.organizations + p.inquiries + p.bids > 0)
            .map((p) => ({
              key: p.period,
              cells: [
                format.fullPeriod(p.period),
                format.count(p.organizations),
                format.count(p.inquiries),
                format.count(p.bids),
              ],
            }))}
          footer={[
            t('table.total'),
            format.count(totals.organizations),
            format.count(totals.inquiries),
            format.count(totals.bids),
          ]}
        />
      }
    />
  );
}
