import { cn } from '@/components/class-names';
import { ColumnTable } from '@/components/column-table';
import { SkeletonBlock } from '@/components/skeleton-rows';
import type { PromoCode } from '../schemas';
import type { PromoColumn, PromoColumnId } from './promo-code-columns';

type Props = { columns: PromoColumn[]; rows: PromoCode[] | undefined; busy: boolean; caption: string };

const dimmed = 'opacity-60 transition-opacity';

/** On a desk: one row per code. */
export function PromoCodeTable({ columns, rows, busy, caption }: Props) {
  return (
    <ColumnTable
      columns={columns}
      rows={rows}
      busy={busy}
      caption={caption}
      testId="promo-codes-table"
      rowKey={(promo) => promo.id}
      rowAttributes={() => ({ 'data-testid': 'promo-row' })}
    />
  );
}

const CARD_HEAD: PromoColumnId[] = ['code', 'state', 'actions'];

/** On a phone: one card per code, the code and its state on top. */
export function PromoCodeCards({ columns, rows, busy, caption }: Props) {
  const cell = (id: PromoColumnId, promo: PromoCode) => columns.find((c) => c.id === id)?.cell(promo);
  const details = columns.filter((c) => !CARD_HEAD.includes(c.id));
  return (
    <ul
      aria-label={caption}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3', busy && rows && dimmed)}
    >
      {rows
        ? rows.map((promo) => (
            <li
              key={promo.id}
              data-testid="promo-row"
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-start justify-between gap-2">
                {cell('code', promo)}
                {cell('state', promo)}
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
                {details.map((c) => (
                  <div key={c.id}>
                    <dt className="text-slate-500">{c.header}</dt>
                    <dd className="mt-0.5 text-sm text-slate-800">{c.cell(promo)}</dd>
                  </div>
                ))}
              </dl>
              {cell('actions', promo)}
            </li>
          ))
        : Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
}
