import { useTranslation } from 'react-i18next';
import type { CarrierStatistics as CarrierFigures } from '../../schemas';
import { KpiCards, seriesKpis } from '../kpi-cards';
import { useStatFormat } from '../use-stat-format';
import { bidSeries } from './bid-series';
import { BidsOverTimeCard } from './bids-over-time-card';
import { RevenueCard } from './revenue-card';
import { WinRateCard } from './win-rate-card';

/** A carrier's range: bids placed, won and lost, its win rate, and revenue with commission. */
export function CarrierStatistics({ data }: { data: CarrierFigures }) {
  const { t } = useTranslation('statistics');
  const format = useStatFormat(data.granularity);
  return (
    <>
      <KpiCards
        items={[
          ...seriesKpis(bidSeries(t), data.totals, format),
          {
            key: 'winRate',
            label: t('carrier.kpi.winRate'),
            value: format.percent(data.totals.winRatePercent),
          },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <BidsOverTimeCard data={data} format={format} className="xl:col-span-2" />
        <WinRateCard data={data} format={format} />
        <RevenueCard data={data} format={format} className="xl:col-span-3" />
      </div>
    </>
  );
}
