import { useTranslation } from 'react-i18next';
import type { AdminStatistics as AdminFigures } from '../../schemas';
import { KpiCards, seriesKpis } from '../kpi-cards';
import { useStatFormat } from '../use-stat-format';
import { ActivityCard } from './activity-card';
import { activitySeries } from './activity-series';
import { PaymentsCard } from './payments-card';
import { TopLanesCard } from './top-lanes-card';

/** The platform's range: new organisations, inquiries, bids, settled payments and the busiest lanes. */
export function AdminStatistics({ data }: { data: AdminFigures }) {
  const { t } = useTranslation('statistics');
  const format = useStatFormat(data.granularity);
  const { totals } = data;
  const payments = [...totals.payments].sort((a, b) => b.value - a.value);
  return (
    <>
      <KpiCards
        items={[
          ...seriesKpis(activitySeries(t), totals, format),
          {
            key: 'payments',
            label: t('admin.kpi.payments'),
            value:
              payments.length === 0 ? (
                format.count(0)
              ) : (
                <span className="flex flex-col text-lg leading-snug">
                  {payments.map((p) => (
                    <span key={p.currency}>{format.money(p.value, p.currency)}</span>
                  ))}
                </span>
              ),
          },
        ]}
      />
      <ActivityCard data={data} format={format} />
      <div className="grid gap-6 xl:grid-cols-2">
        <PaymentsCard data={data} format={format} />
        <TopLanesCard data={data} format={format} />
      </div>
    </>
  );
}
