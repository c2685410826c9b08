import { Card } from '@/components/card';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataRows } from '@/components/data-list';
import type { DataColumn } from '@/components/data-list-columns';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { MissingValue } from '@/components/missing-value';
import { Pagination } from '@/components/pagination';
import type { BidReportRow } from '../../schemas';
import { PriceList } from './price-list';

type Props = {
  title: string;
  keyHeader: string;
  rows: BidReportRow[] | undefined;
  dropped: number | undefined;
  renderKey: (row: BidReportRow) => ReactNode;
  withBars?: boolean;
  pageSize?: number;
  testId: string;
};

const count = 'tabular-nums font-medium text-slate-900';
// Several currencies stack on the right, one per line.
const prices = '[&_ul]:justify-items-end';

export function ReportBreakdown({
  title,
  keyHeader,
  rows,
  dropped,
  renderKey,
  withBars = false,
  pageSize,
  testId,
}: Props) {
  const { t } = useTranslation('bids-summary');
  const headingId = useId();
  const [paging, setPaging] = useState<{ rows: BidReportRow[] | undefined; page: number }>({ rows, page: 1 });
  const page = paging.rows === rows ? paging.page : 1;
  const shown =
    rows && pageSize && rows.length > pageSize ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const most = Math.max(1, ...(rows ?? []).map((row) => row.received ?? 0));

  const columns: DataColumn<BidReportRow>[] = [
    {
      id: 'key',
      header: keyHeader,
      rowHeader: true,
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap">{renderKey(row)}</span>,
    },
    {
      id: 'received',
      header: t('columns.received'),
      card: 'wide',
      cell: (row) =>
        row.received === undefined ? (
          <MissingValue />
        ) : withBars ? (
          <span className="flex items-center gap-2">
            <span aria-hidden className="h-2 w-24 overflow-hidden rounded-full bg-slate-100 sm:w-32">
              <span
                data-testid="received-bar"
                className="block h-full rounded-full bg-brand-500"
                style={{ width: `${(row.received / most) * 100}%` }}
              />
            </span>
            <span className={count}>{row.received}</span>
          </span>
        ) : (
          <span className={count}>{row.received}</span>
        ),
    },
    {
      id: 'accepted',
      header: t('columns.accepted'),
      numeric: true,
      card: 'wide',
      cell: (row) => row.accepted ?? <MissingValue />,
    },
    {
      id: 'average',
      header: t('columns.average'),
      numeric: true,
      className: prices,
      cell: (row) => <PriceList prices={row.prices} pick="average" />,
    },
    {
      id: 'best',
      header: t('columns.best'),
      numeric: true,
      className: prices,
      cell: (row) => <PriceList prices={row.prices} pick="best" />,
    },
  ];

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900"
      >
        {title}
      </h2>
      {rows?.length === 0 ? (
        // A report of totals alone (a server without this breakdown): said, not an empty table.
        <EmptyState title={t('breakdownEmpty.title')} description={t('breakdownEmpty.description')} />
      ) : (
        <DataRows
          rows={shown}
          // The page dims a report that stands in for the next one; the rows only wait for the first.
          busy={!rows}
          columns={columns}
          rowKey={(row) => row.key}
          caption={title}
          testId={testId}
          cardsTestId={testId}
          rowAttributes={() => ({ 'data-testid': `${testId}-row` })}
          skeletonRows={3}
        />
      )}
      {rows && pageSize && rows.length > pageSize && (
        <div className="border-t border-slate-200 px-4 py-3">
          <Pagination
            page={page}
            pageSize={pageSize}
            total={rows.length}
            onPageChange={(next) => setPaging({ rows, page: next })}
          />
        </div>
      )}
      <div className="px-4">
        <DroppedRowsNote count={dropped} />
      </div>
    </Card>
  );
}
