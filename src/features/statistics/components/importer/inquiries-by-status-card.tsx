import { useTranslation } from 'react-i18next';
import { STATUSES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import type { ImporterStatistics } from '../../schemas';
import { ChartCard } from '../chart-card';
import { PeriodBarChart } from '../lazy-charts';
import {
  STATUS_GROUPS,
  STATUS_GROUP_COLOURS,
  countsByGroup,
  statusGroupOf,
  type StatusGroup,
} from '../status-groups';
import { sumOf, type StatFormat } from '../use-stat-format';

type Props = { data: ImporterStatistics; format: StatFormat; className?: string };

export function InquiriesByStatusCard({ data, format, className }: Props) {
  const { t } = useTranslation(['statistics', 'status']);
  const periods = data.inquiriesByStatus;
  const countOf = (counts: (typeof periods)[number]['counts'], status: string) => counts[status] ?? 0;
  const unknown = [...new Set(periods.flatMap((p) => Object.keys(p.counts)))].filter(
    (status) => !isKnown(STATUSES, status),
  );
  const groupRank = (status: string) => STATUS_GROUPS.indexOf(statusGroupOf(status));
  const statuses = [...STATUSES, ...unknown]
    .filter((status) => periods.some((p) => countOf(p.counts, status) > 0))
    .sort((a, b) => groupRank(a) - groupRank(b));
  const statusName = (status: string | undefined) =>
    isKnown(STATUSES, status) ? t(`status:${status}`) : (status ?? '');
  const totals = statuses.map((status) => sumOf(periods, (p) => countOf(p.counts, status)));
  const total = sumOf(totals, (n) => n);
  const topIndex = totals.indexOf(Math.max(...totals));
  const rowTotal = (p: (typeof periods)[number]) => sumOf(statuses, (status) => countOf(p.counts, status));

  const grouped = periods.map((p) => ({ period: p.period, counts: countsByGroup(p.counts) }));
  const groups = STATUS_GROUPS.filter((group) => grouped.some((p) => p.counts[group] > 0));
  const groupName = (group: StatusGroup) => t(`importer.byStatus.groups.${group}`);

  return (
    <ChartCard
      className={className}
      title={t('importer.byStatus.title')}
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
          axis="count"
          valueFormat={format.count}
          data={grouped.map((p) => ({
            label: format.axisPeriod(p.period),
            ...Object.fromEntries(groups.map((group) => [group, p.counts[group]])),
          }))}
          series={groups.map((group) => ({
            key: group,
            name: groupName(group),
            colour: STATUS_GROUP_COLOURS[group],
          }))}
        />
      }
      table={{
        columns: [
          { header: t(`table.${data.granularity}`) },
          ...statuses.map((status) => ({ header: statusName(status), numeric: true })),
          { header: t('table.total'), numeric: true },
        ],
        rows: periods
          .filter((p) => rowTotal(p) > 0)
          .map((p) => ({
            key: p.period,
            cells: [
              format.fullPeriod(p.period),
              ...statuses.map((status) => format.count(countOf(p.counts, status))),
              format.count(rowTotal(p)),
            ],
          })),
        footer: [t('table.total'), ...totals.map(format.count), format.count(total)],
      }}
    />
  );
}
