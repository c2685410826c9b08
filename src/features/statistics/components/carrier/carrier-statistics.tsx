import { useTranslation } from 'react-i18next';
import type { CarrierStatistics as CarrierFigures } from '../../schemas';
import { CHART_COLOURS } from '../chart-colours';
import { KpiCards, seriesKpis } from '../kpi-cards';
import { PeriodCountsCard } from '../period-counts-card';
import { useStatFormat, type StatFormat } from '../use-stat-format';
import { RevenueCard } from './revenue-card';
import { WinRateCard } from './win-rate-card';

/** Bids placed, won and lost: the bars of the bids chart and the headline figures above it, alike. */
const bidSeries = (t: (key: string) => string) =>
  [
    { key: 'placed', name: t('carrier.kpi.placed'), colour: CHART_COLOURS.brand },
    { key: 'won', name: t('carrier.kpi.won'), colour: CHART_COLOURS.green },
    { key: 'lost', name: t('carrier.kpi.lost'), colour: CHART_COLOURS.red },
  ] as const;

type Props = { data: CarrierFigures; format: StatFormat; className?: string };

export function BidsOverTimeCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  return (
    <PeriodCountsCard
      className={className}
      title={t('carrier.bids.title')}
      summary={(written) => t('carrier.bids.summary', written)}
      chart="bars"
      figures={data}
      periods={data.bids}
      series={bidSeries(t)}
      format={format}
    />
  );
}

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
