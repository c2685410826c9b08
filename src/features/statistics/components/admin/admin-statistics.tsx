import { useTranslation } from 'react-i18next';
import type { AdminStatistics as AdminFigures } from '../../schemas';
import { CHART_COLOURS } from '../chart-colours';
import { KpiCards, seriesKpis } from '../kpi-cards';
import { PeriodCountsCard } from '../period-counts-card';
import { useStatFormat } from '../use-stat-format';
import { PaymentsCard } from './payments-card';
import { TopLanesCard } from './top-lanes-card';

export function AdminStatistics({ data }: { data: AdminFigures }) {
  const { t } = useTranslation('statistics');
  const format = useStatFormat(data.granularity);
  const { totals } = data;
  const payments = [...totals.payments].sort((a, b) => b.value - a.value);
  // The activity chart's lines and the headline figures above it, alike.
  const series = [
    { key: 'organizations', name: t('admin.kpi.organizations'), colour: CHART_COLOURS.green },
    { key: 'inquiries', name: t('admin.kpi.inquiries'), colour: CHART_COLOURS.brand },
    { key: 'bids', name: t('admin.kpi.bids'), colour: CHART_COLOURS.amber },
  ] as const;
  return (
    <>
      <KpiCards
        items={[
          ...seriesKpis(series, totals, format),
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
      <PeriodCountsCard
        title={t('admin.activity.title')}
        summary={(written) => t('admin.activity.summary', written)}
        chart="line-panels"
        chartClassName="md:h-56"
        figures={data}
        periods={data.activity}
        series={series}
        format={format}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <PaymentsCard data={data} format={format} />
        <TopLanesCard data={data} format={format} />
      </div>
    </>
  );
}
