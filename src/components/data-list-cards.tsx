import { Fragment } from 'react';
import { cn } from './class-names';
import type { DataColumn } from './data-list-columns';
import type { DataTableProps } from './data-list-table';
import { SkeletonBlock } from './skeleton-rows';

// The cards take the table's own props, but for those only a table has (sorting, top-aligned cells).
type Props<Row> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'columns'
  | 'rowKey'
  | 'busy'
  | 'caption'
  | 'testId'
  | 'rowAttributes'
  | 'stretchedLinks'
  | 'skeletonRows'
>;

export function DataCards<Row>({
  rows,
  columns,
  rowKey,
  busy,
  caption,
  testId,
  rowAttributes,
  stretchedLinks,
  skeletonRows,
}: Props<Row>) {
  const loaded = rows !== undefined;
  const where = (place: DataColumn<Row>['card']) => columns.filter((c) => !c.actions && c.card === place);
  const [titles, badges, leads, wide] = [where('title'), where('badge'), where('lead'), where('wide')];
  const details = columns.filter((c) => !c.actions && (c.card === undefined || c.card === 'wide'));
  const actions = columns.filter((c) => c.actions);
  const show = (column: DataColumn<Row>, row: Row) => (column.cardCell ?? column.cell)(row);
  return (
    <ul
      data-testid={testId}
      aria-label={caption}
      aria-busy={busy}
      className={cn('grid grid-cols-1 gap-3 p-3', busy && loaded && 'opacity-60 transition-opacity')}
    >
      {rows
        ? rows.map((row) => (
            <li
              key={rowKey(row)}
              {...rowAttributes?.(row, 'cards')}
              className={cn(
                'grid gap-3 rounded-lg border border-slate-200 bg-white p-3',
                stretchedLinks && 'relative transition-colors hover:bg-slate-50',
              )}
            >
              {titles.length + badges.length > 0 && (
                // A badge too wide to sit beside at least 10rem of the title goes under it, so a long
                // status ('Временно приостановлена') never cuts the name short.
                <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
                  {titles.map((c) => (
                    <span
                      key={c.id}
                      data-slot="card-title"
                      className="min-w-40 flex-1 font-medium text-slate-900"
                    >
                      {show(c, row)}
                    </span>
                  ))}
                  {badges.map((c) => (
                    <span key={c.id} className="shrink-0">
                      {show(c, row)}
                    </span>
                  ))}
                </div>
              )}
              {leads.map((c) => (
                <div key={c.id} className="text-sm">
                  {c.cardLabel && <span className="text-slate-500">{c.header}: </span>}
                  {show(c, row)}
                </div>
              ))}
              {details.length > 0 && (
                // Two facts a row, each at least as wide as its longest word; a pair too wide for the card
                // ('Железнодорожный' beside '2 740,00 USD' at 360px) takes a row each.
                <dl className="flex flex-wrap gap-x-3 gap-y-2 text-xs">
                  {details.map((c) => (
                    <div
                      key={c.id}
                      className={cn('grow', wide.includes(c) ? 'basis-full' : 'basis-[calc(50%-0.375rem)]')}
                    >
                      <dt className="text-slate-500">{c.header}</dt>
                      <dd className="mt-0.5 text-sm text-slate-800">{show(c, row)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.map((c) => (
                <Fragment key={c.id}>{show(c, row)}</Fragment>
              ))}
            </li>
          ))
        : Array.from({ length: skeletonRows }, (_, i) => (
            <li
              key={i}
              aria-hidden
              data-slot="skeleton-card"
              className="rounded-lg border border-slate-200 p-3"
            >
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="mt-3 h-4 w-3/4" />
              <SkeletonBlock className="mt-3 h-3 w-full" />
            </li>
          ))}
    </ul>
  );
}
