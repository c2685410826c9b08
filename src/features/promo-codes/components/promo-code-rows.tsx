import { cn } from '@/components/class-names';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import type { PromoCode } from '../schemas';
import type { PromoColumn, PromoColumnId } from './promo-code-columns';

type Props = { columns: PromoColumn[]; rows: PromoCode[] | undefined; busy: boolean; caption: string };

const dimmed = 'opacity-60 transition-opacity';

/** On a desk: one row per code under a sticky header. */
export function PromoCodeTable({ columns, rows, busy, caption }: Props) {
  return (
    <div className={cn('overflow-x-auto', busy && rows && dimmed)}>
      <table data-testid="promo-codes-table" aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={cn('px-3 py-3 font-medium', (c.numeric || c.id === 'actions') && 'text-right')}
              >
                {c.id === 'actions' ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((promo) => (
              <tr key={promo.id} data-testid="promo-row" className="transition-colors hover:bg-slate-50">
                {columns.map((c) => (
                  <td
                    key={c.id}
                    className={cn(
                      'px-3 py-3 align-middle text-slate-700',
                      (c.numeric || c.id === 'actions') && 'text-right',
                    )}
                  >
                    {c.cell(promo)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <SkeletonRows rows={5} columns={columns.length} />
          )}
        </tbody>
      </table>
    </div>
  );
}

const CARD_HEAD: PromoColumnId[] = ['code', 'state', 'actions'];

/** On a phone: one card per code, the code and its state on top. */
export function PromoCodeCards({ columns, rows, busy, caption }: Props) {
  const cell = (id: PromoColumnId, promo: PromoCode) => columns.find((c) => c.id === id)?.cell(promo);
  const details = columns.filter((c) => !CARD_HEAD.includes(c.id));
  return (
    <ul aria-label={caption} aria-busy={busy} className={cn('grid gap-3', busy && rows && dimmed)}>
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
