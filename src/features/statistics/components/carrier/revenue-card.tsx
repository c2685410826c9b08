import { useTranslation } from 'react-i18next';
import type { CarrierStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { PeriodBarChart } from '../lazy-charts';
import { useCurrencyChoice } from '../use-currency-choice';
import { sumOf, type StatFormat } from '../use-stat-format';

type Props = { data: CarrierStatistics; format: StatFormat; className?: string };

const round = (value: number) => Math.round(value * 100) / 100;

export function RevenueCard({ data, format, className }: Props) {
  const { t } = useTranslation('statistics');
  const { choice, currency } = useCurrencyChoice(data.revenue, (row) => row.revenue);
  const periods = data.bids.length
    ? data.bids.map((p) => p.period)
    : [...new Set(data.revenue.map((r) => r.period))].sort();
  const rows = periods.map((period) => {
    const entry = data.revenue.find((r) => r.period === period && r.currency === currency);
    const revenue = entry?.revenue ?? 0;
    const commission = entry?.commission ?? 0;
    return { period, revenue, commission, net: round(revenue - commission) };
  });
  const revenue = round(sumOf(rows, (r) => r.revenue));
  const commission = round(sumOf(rows, (r) => r.commission));
  const net = round(revenue - commission);
  const money = (value: number) => format.money(value, currency ?? '');
  const names = {
    revenue: t('carrier.revenue.revenue'),
    commission: t('carrier.revenue.commission'),
    net: t('carrier.revenue.net'),
  };
  return (
    <ChartCard
      className={className}
      title={t('carrier.revenue.title')}
      summary={t('carrier.revenue.summary', {
        revenue: money(revenue),
        commission: money(commission),
        net: money(net),
      })}
      emptyMessage={currency === null ? t('carrier.revenue.empty') : undefined}
      currency={choice}
      chart={
        <PeriodBarChart
          stacked
          axis="amount"
          valueFormat={money}
          data={rows.map((r) => ({
            label: format.axisPeriod(r.period),
            net: r.net,
            commission: r.commission,
          }))}
          series={[
            { key: 'net', name: names.net, colour: CHART_COLOURS.green },
            { key: 'commission', name: names.commission, colour: CHART_COLOURS.amber },
          ]}
        />
      }
      table={{
        columns: [
          { header: t(`table.${data.granularity}`) },
          { header: names.revenue, numeric: true },
          { header: names.commission, numeric: true },
          { header: names.net, numeric: true },
        ],
        rows: rows
          .filter((r) => r.revenue > 0)
          .map((r) => ({
            key: r.period,
            cells: [format.fullPeriod(r.period), money(r.revenue), money(r.commission), money(r.net)],
          })),
        footer: [t('table.total'), money(revenue), money(commission), money(net)],
      }}
    />
  );
}
