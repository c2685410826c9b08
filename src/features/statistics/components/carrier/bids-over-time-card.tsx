import { useTranslation } from 'react-i18next';
import type { CarrierStatistics } from '../../schemas';
import { PeriodCountsCard } from '../period-counts-card';
import type { StatFormat } from '../use-stat-format';
import { bidSeries } from './bid-series';

type Props = { data: CarrierStatistics; format: StatFormat; className?: string };

/** Bids placed per period, with those won and lost among them. */
export function BidsOverTimeCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  return (
    <PeriodCountsCard
      className={className}
      title={t('carrier.bids.title')}
      summary={(totals) => t('carrier.bids.summary', totals)}
      chart="bars"
      figures={data}
      periods={data.bids}
      series={bidSeries(t)}
      format={format}
    />
  );
}
