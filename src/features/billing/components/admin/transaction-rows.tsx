import { cn } from '@/components/class-names';
import { ColumnTable } from '@/components/column-table';
import { SkeletonBlock } from '@/components/skeleton-rows';
import type { Transaction } from '../../schemas';
import type { TransactionColumn, TransactionColumnId } from './transaction-columns';

type Props = {
  columns: TransactionColumn[];
  /** Undefined while the first page loads: skeletons stand in. */
  rows: Transaction[] | undefined;
  /** A newer page is on its way: the shown one stays, dimmed, and says it is busy. */
  busy: boolean;
  caption: string;
};

const dimmed = 'opacity-60 transition-opacity';

/** On a desk: one row per payment. */
export function TransactionTable({ columns, rows, busy, caption }: Props) {
  return (
    <ColumnTable
      columns={columns}
      rows={rows}
      busy={busy}
      caption={caption}
      testId="transactions-table"
      rowKey={(tx) => tx.id}
      rowAttributes={(tx) => ({ 'data-testid': 'transaction-row', 'data-transaction-id': tx.id })}
    />
  );
}

/** On a card the organisation and status head it, the amount follows, the actions close it. */
const CARD_HEAD: TransactionColumnId[] = ['organization', 'status', 'amount', 'actions'];

/** On a phone: one card per payment. */
export function TransactionCards({ columns, rows, busy, caption }: Props) {
  const cell = (id: TransactionColumnId, tx: Transaction) => columns.find((c) => c.id === id)?.cell(tx);
  const details = columns.filter((c) => !CARD_HEAD.includes(c.id));
  const amountHeader = columns.find((c) => c.id === 'amount')?.header;
  return (
    <ul
      aria-label={caption}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3', busy && rows && dimmed)}
    >
      {rows
        ? rows.map((tx) => (
            <li
              key={tx.id}
              data-testid="transaction-row"
              data-transaction-id={tx.id}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-start justify-between gap-2">
                {cell('organization', tx)}
                {cell('status', tx)}
              </div>
              <p className="text-sm">
                <span className="text-slate-500">{amountHeader}: </span>
                {cell('amount', tx)}
              </p>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
                {details.map((column) => (
                  <div key={column.id} className={column.id === 'description' ? 'col-span-2' : undefined}>
                    <dt className="text-slate-500">{column.header}</dt>
                    <dd className="mt-0.5 text-sm text-slate-800">{column.cell(tx)}</dd>
                  </div>
                ))}
              </dl>
              {cell('actions', tx)}
            </li>
          ))
        : Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="mt-3 h-4 w-3/4" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
}
