import type { ReactNode } from 'react';
import { cn } from '@/components/class-names';
import { useIsPhone } from '@/lib/use-is-phone';

export type ChartTableColumn = { header: string; numeric?: boolean };
export type ChartTableRow = { key: string; cells: ReactNode[] };

export type ChartTableProps = {
  caption: string;
  /** The first column heads the rows (a period, an inquiry, a lane). */
  columns: ChartTableColumn[];
  rows: ChartTableRow[];
  /** A closing row of totals, first cell its name. */
  footer?: ReactNode[];
};

const cell = 'px-3 py-2';

function ChartCards({ caption, columns, rows, footer }: ChartTableProps) {
  const card = (cells: ReactNode[], key: string, total = false) => (
    <li
      key={key}
      data-testid="chart-card-row"
      className={cn('rounded-lg border border-slate-200 p-3', total && 'bg-slate-50 font-semibold')}
    >
      <p className="break-words font-medium text-slate-900">{cells[0]}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {cells.slice(1).map((value, index) => (
          // Columns are positional; two statuses may share a header (canceled and cancelled).
          <div key={index} className="min-w-0">
            <dt className="text-xs text-slate-500">{columns[index + 1]?.header}</dt>
            <dd className="break-words tabular-nums text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <ul aria-label={caption} className="grid grid-cols-1 gap-2">
      {rows.map((row) => card(row.cells, row.key))}
      {footer && card(footer, 'total', true)}
    </ul>
  );
}

export function ChartTable(props: ChartTableProps) {
  const isPhone = useIsPhone();
  return isPhone ? <ChartCards {...props} /> : <ChartTableRows {...props} />;
}

function ChartTableRows({ caption, columns, rows, footer }: ChartTableProps) {
  const align = (index: number) => (columns[index]?.numeric ? 'text-right tabular-nums' : 'text-left');
  const line = (cells: ReactNode[], key: string, className?: string) => (
    <tr key={key} className={className}>
      {cells.map((value, index) =>
        index === 0 ? (
          <th
            key={index}
            scope="row"
            className={cn(cell, 'whitespace-nowrap text-left font-medium text-slate-900')}
          >
            {value}
          </th>
        ) : (
          <td key={index} className={cn(cell, align(index), 'whitespace-nowrap text-slate-800')}>
            {value}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cn(cell, 'font-medium', align(index))}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{rows.map((row) => line(row.cells, row.key))}</tbody>
      {footer && (
        <tfoot className="border-t border-slate-200 font-semibold">
          {line(footer, 'total', 'bg-slate-50')}
        </tfoot>
      )}
    </table>
  );
}
