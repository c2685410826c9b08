import { useTranslation } from 'react-i18next';
import type { AdminStatistics } from '../../schemas';
import { PeriodCountsCard } from '../period-counts-card';
import type { StatFormat } from '../use-stat-format';
import { activitySeries } from './activity-series';

type Props = { data: AdminStatistics; format: StatFormat; className?: string };

/** New organisations, inquiries and bids per period, each on its own scale. */
export function ActivityCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  return (
    <PeriodCountsCard
      className={className}
      title={t('admin.activity.title')}
      summary={(totals) => t('admin.activity.summary', totals)}
      chart="line-panels"
      chartClassName="md:h-56"
      figures={data}
      periods={data.activity}
      series={activitySeries(t)}
      format={format}
    />
  );
}
