import { cn } from '@/components/class-names';
import { ColumnTable } from '@/components/column-table';
import { SkeletonBlock } from '@/components/skeleton-rows';
import type { Transaction } from '../../schemas';
import type { TransactionColumn, TransactionColumnId } from './transaction-cells';

type Props = {
  columns: TransactionColumn[];
  /** Undefined while the first page loads: skeletons stand in. */
  rows: Transaction[] | undefined;
  busy: boolean;
  caption: string;
};

const dimmed = 'opacity-60 transition-opacity';

/** The transactions on a desk: amounts right-aligned, long descriptions at the top of their row. */
export function TransactionTable({ columns, rows, busy, caption }: Props) {
  return (
    <ColumnTable
      columns={columns}
      rows={rows}
      busy={busy}
      caption={caption}
      testId="transaction-list"
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-testid': 'transaction-row', 'data-status': row.status })}
      alignTop
    />
  );
}

const CARD_HEAD: TransactionColumnId[] = ['amount', 'status', 'description', 'invoice'];

/** The transactions on a phone: the amount and status head each card, the rest is a small list. */
export function TransactionCards({ columns, rows, busy, caption }: Props) {
  const cell = (id: TransactionColumnId, row: Transaction) => columns.find((c) => c.id === id)?.cell(row);
  const details = columns.filter((c) => !CARD_HEAD.includes(c.id));
  return (
    <ul
      aria-label={caption}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3', busy && rows && dimmed)}
    >
      {rows
        ? rows.map((row) => (
            <li
              key={row.id}
              data-testid="transaction-row"
              data-status={row.status}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <div className="flex items-start justify-between gap-2">
                {cell('amount', row)}
                {cell('status', row)}
              </div>
              {cell('description', row)}
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
                {details.map((column) => (
                  <div key={column.id}>
                    <dt className="text-slate-500">{column.header}</dt>
                    <dd className="mt-0.5 text-sm text-slate-800">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {row.invoiceId !== undefined && cell('invoice', row)}
            </li>
          ))
        : Array.from({ length: 4 }, (_, i) => (
            <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="mt-3 h-4 w-3/4" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
}
