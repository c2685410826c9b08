import type { Key, ReactNode } from 'react';
import { cn } from './class-names';
import { SkeletonRows } from './skeleton-rows';

/** One column of a list on a desk; a feature's columns also drive its phone cards. */
export type TableColumn<Row, Id extends string = string> = {
  id: Id;
  header: string;
  /** Numbers line up on the right with their currency. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
};

type Props<Row> = {
  columns: ReadonlyArray<TableColumn<Row>>;
  /** Undefined while the first page loads: five skeleton rows stand in. */
  rows: Row[] | undefined;
  /** A newer page is on its way: the shown one stays, dimmed, and says it is busy. */
  busy: boolean;
  caption: string;
  testId: string;
  rowKey: (row: Row) => Key;
  /** Attributes of each row (its data-testid and the like), for tests and styling hooks. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number>;
  /** Long cells (several lines) sit at the top of the row instead of its middle. */
  alignTop?: boolean;
  /** Extra classes for one column's cells (a minimum width, say). */
  cellClassName?: (columnId: string) => string | undefined;
};

/**
 * The lists' desk layout: a table with a sticky header and a screen-reader caption. A column with
 * the id `actions` holds the row's buttons: its header is for screen readers only, and it sits right.
 */
export function ColumnTable<Row>({
  columns,
  rows,
  busy,
  caption,
  testId,
  rowKey,
  rowAttributes,
  alignTop = false,
  cellClassName,
}: Props<Row>) {
  const right = (column: TableColumn<Row>) => column.numeric || column.id === 'actions';
  // The row's buttons stay in view at the right edge while a table wider than its box scrolls.
  const pinned = (column: TableColumn<Row>, background: string) =>
    column.id === 'actions' && cn('sticky right-0 shadow-[-1px_0_0_var(--color-slate-100)]', background);
  return (
    // The table scrolls inside this box and never widens the page. `relative` makes the box the
    // containing block of the screen-reader-only labels in its cells (placed against the page, they
    // escape its clip); `contain: inline-size` keeps the table's width out of the sizing of the grids
    // and flex rows around it, which would otherwise grow to fit the whole table.
    <div
      className={cn(
        'relative overflow-x-auto contain-inline-size',
        busy && rows && 'opacity-60 transition-opacity',
      )}
    >
      <table data-testid={testId} aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'px-3 py-3 font-medium',
                  right(column) && 'text-right',
                  pinned(column, 'bg-slate-50'),
                )}
              >
                {column.id === 'actions' ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows ? (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                {...rowAttributes?.(row)}
                className="group/row transition-colors hover:bg-slate-50"
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      'px-3 py-3 text-slate-700',
                      alignTop ? 'align-top' : 'align-middle',
                      right(column) && 'text-right',
                      column.numeric && 'whitespace-nowrap tabular-nums',
                      pinned(column, 'bg-white group-hover/row:bg-slate-50'),
                      cellClassName?.(column.id),
                    )}
                  >
                    {column.cell(row)}
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
