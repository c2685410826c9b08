import { useTranslation } from 'react-i18next';
import { STATUSES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import type { ImporterStatistics as ImporterStatisticsAnswer } from '../../schemas';
import { ChartCard } from '../chart-card';
import { CHART_COLOURS, STATUS_CHART_COLOURS } from '../chart-colours';
import { ChartTable } from '../chart-table';
import { PeriodBarChart } from '../lazy-charts';
import { sumOf, type StatFormat } from '../use-stat-format';

type Props = { data: ImporterStatisticsAnswer; format: StatFormat; className?: string };

/** Inquiries created per period, stacked by their status now. */
export function InquiriesByStatusCard({ data, format, className }: Props) {
  const { t } = useTranslation(['statistics', 'status']);
  const periods = data.inquiriesByStatus;
  const countOf = (counts: (typeof periods)[number]['counts'], status: string) => counts[status] ?? 0;
  // The known statuses in their usual order, then any the app does not know, by their raw code.
  const unknown = [...new Set(periods.flatMap((p) => Object.keys(p.counts)))].filter(
    (status) => !isKnown(STATUSES, status),
  );
  const statuses = [...STATUSES, ...unknown].filter((status) =>
    periods.some((p) => countOf(p.counts, status) > 0),
  );
  const statusName = (status: string | undefined) =>
    isKnown(STATUSES, status) ? t(`status:${status}`) : (status ?? '');
  const colourOf = (status: string) =>
    isKnown(STATUSES, status) ? STATUS_CHART_COLOURS[status] : CHART_COLOURS.slate;
  const totals = statuses.map((status) => sumOf(periods, (p) => countOf(p.counts, status)));
  const total = sumOf(totals, (n) => n);
  const topIndex = totals.indexOf(Math.max(...totals));
  const rowTotal = (p: (typeof periods)[number]) => sumOf(statuses, (status) => countOf(p.counts, status));

  const title = t('importer.byStatus.title');
  return (
    <ChartCard
      className={className}
      title={title}
      summary={t('importer.byStatus.summary', {
        total: format.count(total),
        status: statusName(statuses[topIndex]),
        count: format.count(totals[topIndex] ?? 0),
      })}
      emptyMessage={total === 0 ? t('importer.byStatus.empty') : undefined}
      chartClassName="h-72"
      chart={
        <PeriodBarChart
          stacked
          valueFormat={format.count}
          data={periods.map((p) => ({
            label: format.axisPeriod(p.period),
            ...Object.fromEntries(statuses.map((status) => [status, countOf(p.counts, status)])),
          }))}
          series={statuses.map((status) => ({
            key: status,
            name: statusName(status),
            colour: colourOf(status),
          }))}
        />
      }
      table={
        <ChartTable
          caption={title}
          columns={[
            { header: t(`table.${data.granularity}`) },
            ...statuses.map((status) => ({ header: statusName(status), numeric: true })),
            { header: t('table.total'), numeric: true },
          ]}
          rows={periods
            .filter((p) => rowTotal(p) > 0)
            .map((p) => ({
              key: p.period,
              cells: [
                format.fullPeriod(p.period),
                ...statuses.map((status) => format.count(countOf(p.counts, status))),
                format.count(rowTotal(p)),
              ],
            }))}
          footer={[t('table.total'), ...totals.map(format.count), format.count(total)]}
        />
      }
    />
  );
}
