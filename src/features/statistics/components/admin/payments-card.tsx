import { useTranslation } from 'react-i18next';
import type { AdminStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS } from '../chart-colours';
import { PeriodBarChart } from '../lazy-charts';
import { useCurrencyChoice } from '../use-currency-choice';
import type { StatFormat } from '../use-stat-format';

type Props = { data: AdminStatistics; format: StatFormat };

export function PaymentsCard({ data, format }: Props) {
  const { t } = useTranslation('statistics');
  // The totals per currency; when the server left them out, the series' own sums.
  const totals = data.totals.payments.length
    ? data.totals.payments
    : data.payments.map((p) => ({ currency: p.currency, value: p.volume }));
  const { choice, currency, total } = useCurrencyChoice(totals, (p) => p.value);
  const periods = data.activity.length
    ? data.activity.map((p) => p.period)
    : [...new Set(data.payments.map((p) => p.period))].sort();
  const rows = periods.map((period) => ({
    period,
    volume: data.payments.find((p) => p.period === period && p.currency === currency)?.volume ?? 0,
  }));
  const busiest = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (!best || row.volume > best.volume ? row : best),
    undefined,
  );
  const money = (value: number) => format.money(value, currency ?? '');
  const volumeName = t('admin.payments.volume');
  return (
    <ChartCard
      title={t('admin.payments.title')}
      summary={t('admin.payments.summary', {
        total: money(total),
        period: busiest ? format.fullPeriod(busiest.period) : '',
        amount: money(busiest?.volume ?? 0),
      })}
      emptyMessage={currency === null ? t('admin.payments.empty') : undefined}
      currency={choice}
      chart={
        <PeriodBarChart
          axis="amount"
          valueFormat={money}
          data={rows.map((r) => ({ label: format.axisPeriod(r.period), volume: r.volume }))}
          series={[{ key: 'volume', name: volumeName, colour: CHART_COLOURS.brand }]}
        />
      }
      table={{
        columns: [{ header: t(`table.${data.granularity}`) }, { header: volumeName, numeric: true }],
        rows: rows
          .filter((r) => r.volume > 0)
          .map((r) => ({ key: r.period, cells: [format.fullPeriod(r.period), money(r.volume)] })),
        footer: [t('table.total'), money(total)],
      }}
    />
  );
}
