import { useTranslation } from 'react-i18next';
import type { CarrierStatistics as CarrierFigures } from '../../schemas';
import { KpiCards } from '../kpi-cards';
import { useStatFormat } from '../use-stat-format';
import { BidsOverTimeCard } from './bids-over-time-card';
import { RevenueCard } from './revenue-card';
import { WinRateCard } from './win-rate-card';

/** A carrier's range: bids placed, won and lost, its win rate, and revenue with commission. */
export function CarrierStatistics({ data }: { data: CarrierFigures }) {
  const { t } = useTranslation('statistics');
  const format = useStatFormat(data.granularity);
  const { placed, won, lost, winRatePercent } = data.totals;
  return (
    <>
      <KpiCards
        items={[
          {
            key: 'placed',
            label: t('carrier.kpi.placed'),
            value: format.count(placed),
            accent: 'text-brand-700',
          },
          { key: 'won', label: t('carrier.kpi.won'), value: format.count(won), accent: 'text-green-700' },
          { key: 'lost', label: t('carrier.kpi.lost'), value: format.count(lost), accent: 'text-red-700' },
          { key: 'winRate', label: t('carrier.kpi.winRate'), value: format.percent(winRatePercent) },
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
