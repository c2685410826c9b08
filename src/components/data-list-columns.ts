import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

/** The order the caller keeps (in the URL, say): which column, which way. */
export type DataSort = { column: string; direction: SortDirection };

/**
 * One column of a list, declared once: the desk table draws it as a column, the phone card places
 * it by `card`. Every field but id, header and cell is optional.
 */
export type DataColumn<Row, Id extends string = string> = {
  id: Id;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right with their currency. */
  numeric?: boolean;
  /** The row's name, a row header on a desk: screen readers say it with each of the row's cells. */
  rowHeader?: boolean;
  /**
   * The row's buttons: a header for screen readers only, right-aligned, pinned to the right edge
   * of a table that scrolls, and the foot of the card.
   */
  actions?: boolean;
  /**
   * Where the column sits on a phone card: `title` and `badge` head it (left and right), `lead` is
   * a full line under them (with its header before it when `cardLabel`), `wide` a detail spanning
   * the card, `hidden` stays off the card. Anything else is a detail in a two-column list.
   */
  card?: 'title' | 'badge' | 'lead' | 'wide' | 'hidden';
  cardLabel?: boolean;
  /** What the card shows instead of `cell` (a full-width button, nothing for a missing link). */
  cardCell?: (row: Row) => ReactNode;
  /**
   * The header is a button that orders the list by this column. `true` cycles ascending then
   * descending; a list of directions cycles those (one direction: the column only sorts that way).
   */
  sortable?: boolean | readonly SortDirection[];
  /** Extra classes for the column's header and cells on a desk (a minimum width, hidden below 2xl). */
  className?: string;
};

const BOTH: readonly SortDirection[] = ['ascending', 'descending'];

/** The order after a click on a column's header: the next of its directions, or its first. */
export function nextSort(column: Pick<DataColumn<never>, 'id' | 'sortable'>, sort: DataSort | undefined) {
  const directions: readonly SortDirection[] =
    typeof column.sortable === 'object' && column.sortable.length > 0 ? column.sortable : BOTH;
  const first = directions[0] ?? 'ascending';
  if (sort?.column !== column.id) return { column: column.id, direction: first };
  const next = directions[(directions.indexOf(sort.direction) + 1) % directions.length] ?? first;
  return { column: column.id, direction: next };
}
