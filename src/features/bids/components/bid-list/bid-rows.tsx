import { cn } from '@/components/class-names';
import { ColumnTable } from '@/components/column-table';
import { SkeletonBlock } from '@/components/skeleton-rows';
import type { BidListItem } from '../../schemas';
import type { BidColumn, BidColumnId } from './bid-columns';

type Props = {
  columns: BidColumn[];
  /** Undefined while the first page loads: skeletons stand in. */
  rows: BidListItem[] | undefined;
  /** A newer page is on its way: the shown one stays, dimmed, and says it is busy. */
  busy: boolean;
  caption: string;
};

const dimmed = 'opacity-60 transition-opacity';

/** The list on a desk: one row per bid. */
export function BidTable({ columns, rows, busy, caption }: Props) {
  return (
    <ColumnTable
      columns={columns}
      rows={rows}
      busy={busy}
      caption={caption}
      testId="bid-list"
      rowKey={(bid) => bid.bidId}
      rowAttributes={() => ({ 'data-testid': 'bid-row' })}
      cellClassName={(id) => (id === 'lane' ? 'min-w-44' : undefined)}
    />
  );
}

/** On a card the code and status head it, the lane follows, the rest is a small list, the actions close it. */
const CARD_HEAD: BidColumnId[] = ['inquiry', 'status', 'lane', 'actions'];

/** The list on a phone: one card per bid. */
export function BidCards({ columns, rows, busy, caption }: Props) {
  const cell = (id: BidColumnId, bid: BidListItem) => columns.find((c) => c.id === id)?.cell(bid);
  const details = columns.filter((c) => !CARD_HEAD.includes(c.id));
  return (
    <ul
      data-testid="bid-cards"
      aria-label={caption}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3', busy && rows && dimmed)}
    >
      {rows
        ? rows.map((bid) => (
            <li
              key={bid.bidId}
              data-testid="bid-card"
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-start justify-between gap-2">
                {cell('inquiry', bid)}
                {cell('status', bid)}
              </div>
              <div className="text-sm">{cell('lane', bid)}</div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
                {details.map((column) => (
                  <div key={column.id}>
                    <dt className="text-slate-500">{column.header}</dt>
                    <dd className="mt-0.5 text-sm text-slate-800">{column.cell(bid)}</dd>
                  </div>
                ))}
              </dl>
              {cell('actions', bid)}
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
