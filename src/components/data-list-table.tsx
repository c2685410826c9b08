import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, type Key } from 'react';
import { useOverflows } from '@/lib/use-overflows';
import { cn } from './class-names';
import { nextSort, type DataColumn, type DataSort } from './data-list-columns';
import { SkeletonRows } from './skeleton-rows';

/** A row's attributes; `layout` tells a table row from a phone card when they need different ones. */
export type RowAttributes<Row> = (
  row: Row,
  layout: 'table' | 'cards',
) => Record<`data-${string}`, string | number>;

export type DataTableProps<Row> = {
  rows: readonly Row[] | undefined;
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => Key;
  busy: boolean;
  caption: string;
  testId?: string;
  rowAttributes?: RowAttributes<Row>;
  alignTop?: boolean;
  stretchedLinks?: boolean;
  skeletonRows: number;
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
};

const right = (column: DataColumn<never>) => column.numeric || column.actions;
// The row's buttons stay in view at the right edge while a table wider than its box scrolls.
const pinned = (column: DataColumn<never>, background: string) =>
  column.actions && cn('sticky right-0 shadow-[-1px_0_0_var(--color-slate-100)]', background);

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, busy, caption } = props;
  const [scrollRef, scrollable] = useOverflows<HTMLDivElement>('inline');
  // `contain: inline-size` keeps the table's width out of the sizing of the grids and rows around it.
  return (
    <div
      ref={scrollRef}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      className={cn(
        'relative overflow-x-auto contain-inline-size focus-visible:outline-2 focus-visible:outline-brand-500',
        busy && rows !== undefined && 'opacity-60 transition-opacity',
      )}
    >
      <TableGrid {...props} />
    </div>
  );
}

function TableRows<Row>(props: DataTableProps<Row>) {
  const { rows, columns, rowKey, busy, caption, testId, rowAttributes, alignTop, stretchedLinks } = props;
  const { sort, onSortChange } = props;
  const loaded = rows !== undefined;
  return (
    <table data-testid={testId} aria-busy={busy} className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              aria-sort={sort?.column === column.id ? sort.direction : undefined}
              className={cn(
                'px-3 py-3 font-medium',
                right(column) && 'text-right',
                pinned(column, 'bg-slate-50'),
                column.className,
              )}
            >
              <HeaderLabel column={column} sort={sort} onSortChange={onSortChange} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {loaded ? (
          rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...rowAttributes?.(row, 'table')}
              className={cn('group/row transition-colors hover:bg-slate-50', stretchedLinks && 'relative')}
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(
                      'px-3 py-3 text-slate-700',
                      column.rowHeader && 'font-medium text-slate-900',
                      alignTop ? 'align-top' : 'align-middle',
                      right(column) && 'text-right',
                      column.numeric && 'whitespace-nowrap tabular-nums',
                      pinned(column, 'bg-white group-hover/row:bg-slate-50'),
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))
        ) : (
          <SkeletonRows rows={props.skeletonRows} columns={columns.length} />
        )}
      </tbody>
    </table>
  );
}

// Memoised: the box learning that it scrolls, just after the rows first show, re-rendered every cell.
const TableGrid = memo(TableRows) as typeof TableRows;

type HeaderProps = {
  column: DataColumn<never>;
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
};

function HeaderLabel({ column, sort, onSortChange }: HeaderProps) {
  if (column.actions) return <span className="sr-only">{column.header}</span>;
  if (!column.sortable || !onSortChange) return <>{column.header}</>;
  const direction = sort?.column === column.id ? sort.direction : undefined;
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSortChange(nextSort(column, sort))}
      className={cn(
        'inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-brand-500',
        direction && 'text-slate-900',
      )}
    >
      {column.header}
      <Icon aria-hidden className={cn('size-3.5 shrink-0', !direction && 'opacity-50')} />
    </button>
  );
}
