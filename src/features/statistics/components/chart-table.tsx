import type { ReactNode } from 'react';
import { cn } from '@/components/class-names';

export type ChartTableColumn = { header: string; numeric?: boolean };
export type ChartTableRow = { key: string; cells: ReactNode[] };

type Props = {
  caption: string;
  /** The first column heads the rows (a period, an inquiry, a lane). */
  columns: ChartTableColumn[];
  rows: ChartTableRow[];
  /** A closing row of totals, first cell its name. */
  footer?: ReactNode[];
};

const cell = 'px-3 py-2';

/** The numbers behind a chart, as a plain table: what screen readers read, and the 'Show as table' view. */
export function ChartTable({ caption, columns, rows, footer }: Props) {
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
            <th key={column.header} scope="col" className={cn(cell, 'font-medium', align(index))}>
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
