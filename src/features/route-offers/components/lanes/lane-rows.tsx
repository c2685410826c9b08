import { cn } from '@/components/class-names';
import { SkeletonBlock, SkeletonRows } from '@/components/skeleton-rows';
import type { Lane } from '../../schemas';
import type { LaneColumn, LaneColumnId } from './lane-cells';
import type { LaneSort } from '../../lanes-url-state';

type Props = {
  columns: LaneColumn[];
  rows: Lane[] | undefined;
  caption: string;
  sort: LaneSort;
};

/** The column each sort orders by, so its header can say so (aria-sort). */
const SORTED_COLUMN: Record<LaneSort, LaneColumnId> = { volume: 'inquiries', recent: 'lastInquiry' };

/** On a desk: one row per lane under a sticky header. */
export function LaneTable({ columns, rows, caption, sort }: Props) {
  return (
    <div className="relative overflow-x-auto contain-inline-size">
      <table data-testid="lanes-table" aria-busy={!rows} className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                aria-sort={SORTED_COLUMN[sort] === c.id ? 'descending' : undefined}
                className={cn('px-3 py-3 font-medium', (c.numeric || c.id === 'action') && 'text-right')}
              >
                {c.id === 'action' ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((lane) => (
              <tr key={lane.key} data-testid="lane-row" className="transition-colors hover:bg-slate-50">
                {columns.map((c) => (
                  <td
                    key={c.id}
                    className={cn(
                      'px-3 py-3 align-middle text-slate-700',
                      (c.numeric || c.id === 'action') && 'text-right',
                      c.id === 'carriers' && 'max-w-56',
                    )}
                  >
                    {c.cell(lane)}
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

const CARD_HEAD: LaneColumnId[] = ['route', 'mode', 'action'];

/** On a phone: one card per lane, the route and its mode on top, the action at the bottom. */
export function LaneCards({ columns, rows, caption }: Props) {
  const cell = (id: LaneColumnId, lane: Lane) => columns.find((c) => c.id === id)?.cell(lane);
  const details = columns.filter((c) => !CARD_HEAD.includes(c.id));
  return (
    <ul aria-label={caption} aria-busy={!rows} className="grid gap-3">
      {rows
        ? rows.map((lane) => (
            <li
              key={lane.key}
              data-testid="lane-row"
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-start justify-between gap-2">
                {cell('route', lane)}
                {cell('mode', lane)}
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
                {details.map((c) => (
                  <div key={c.id} className={cn(c.id === 'carriers' && 'col-span-2')}>
                    <dt className="text-slate-500">{c.header}</dt>
                    <dd className="mt-0.5 text-sm text-slate-800">{c.cell(lane)}</dd>
                  </div>
                ))}
              </dl>
              <div className="grid [&>a]:w-full">{cell('action', lane)}</div>
            </li>
          ))
        : Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden className="rounded-lg border border-slate-200 p-3">
              <SkeletonBlock className="h-4 w-2/3" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
}
