import { useTranslation } from 'react-i18next';
import type { AdminStatistics } from '../../schemas';
import { rankedChartHeight } from '../category-labels';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { RankedBarChart } from '../lazy-charts';
import type { StatFormat } from '../use-stat-format';

export function TopLanesCard({ data, format }: { data: AdminStatistics; format: StatFormat }) {
  const { t } = useTranslation('statistics');
  const lanes = data.topLanes;
  const top = lanes[0];
  const names = { inquiries: t('admin.kpi.inquiries'), bids: t('admin.kpi.bids') };
  return (
    <ChartCard
      title={t('admin.topLanes.title')}
      summary={t('admin.topLanes.summary', {
        lane: top?.lane ?? '',
        inquiries: format.count(top?.inquiries ?? 0),
        bids: format.count(top?.bids ?? 0),
      })}
      emptyMessage={top ? undefined : t('admin.topLanes.empty')}
      chartHeight={rankedChartHeight(
        lanes.map((lane) => lane.lane),
        44,
        56,
      )}
      chart={
        <RankedBarChart
          axis="count"
          valueFormat={format.count}
          data={lanes.map((lane) => ({ label: lane.lane, inquiries: lane.inquiries, bids: lane.bids }))}
          series={[
            { key: 'inquiries', name: names.inquiries, colour: CHART_COLOURS.brand },
            { key: 'bids', name: names.bids, colour: CHART_COLOURS.amber },
          ]}
        />
      }
      table={{
        columns: [
          { header: t('admin.topLanes.lane') },
          { header: names.inquiries, numeric: true },
          { header: names.bids, numeric: true },
        ],
        rows: lanes.map((lane) => ({
          key: lane.lane,
          cells: [lane.lane, format.count(lane.inquiries), format.count(lane.bids)],
        })),
      }}
    />
  );
}
