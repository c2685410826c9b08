import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

export type DataSort = { column: string; direction: SortDirection };

export type DataColumn<Row, Id extends string = string> = {
  id: Id;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  rowHeader?: boolean;
  actions?: boolean;
  card?: 'title' | 'badge' | 'lead' | 'wide' | 'hidden';
  cardLabel?: boolean;
  cardCell?: (row: Row) => ReactNode;
  sortable?: boolean | readonly SortDirection[];
  className?: string;
};

const BOTH: readonly SortDirection[] = ['ascending', 'descending'];

export function nextSort(column: Pick<DataColumn<never>, 'id' | 'sortable'>, sort: DataSort | undefined) {
  const directions: readonly SortDirection[] =
    typeof column.sortable === 'object' && column.sortable.length > 0 ? column.sortable : BOTH;
  const first = directions[0] ?? 'ascending';
  if (sort?.column !== column.id) return { column: column.id, direction: first };
  const next = directions[(directions.indexOf(sort.direction) + 1) % directions.length] ?? first;
  return { column: column.id, direction: next };
}
