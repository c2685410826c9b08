import type { Page } from './page';

// An export takes the whole filtered list, not the page on screen: it asks the list's own call for
// every page in turn, at the largest page size the server is asked for (a server may send fewer; the
// page count it reports is followed), up to a limit that keeps a browser tab responsive.

/** Rows an export takes at most; past this the file says so through `capped`. */
export const EXPORT_MAX_ROWS = 10_000;
/** Rows asked for per request. */
export const EXPORT_PAGE_SIZE = 100;

export type Collected<T> = { rows: T[]; total: number; capped: boolean };

/**
 * Every row of a paged list: `fetchPage(page, size)` asks for one zero-based page. Stops at the last
 * page the server counts, at an empty page, or at `maxRows`; `onProgress` hears the rows so far.
 */
export async function collectPages<T>(
  fetchPage: (page: number, size: number) => Promise<Page<T>>,
  {
    maxRows = EXPORT_MAX_ROWS,
    onProgress,
  }: { maxRows?: number; onProgress?: (rows: number, total: number) => void } = {},
): Promise<Collected<T>> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 0; ; page++) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = Math.max(answer.totalElements, rows.length + answer.content.length);
    rows.push(...answer.content);
    onProgress?.(Math.min(rows.length, maxRows), total);
    if (rows.length >= maxRows) return { rows: rows.slice(0, maxRows), total, capped: total > maxRows };
    // A page whose rows were all unreadable is not the end; a page the server sent empty is.
    if (answer.content.length + answer.dropped === 0 || page + 1 >= answer.totalPages)
      return { rows, total, capped: false };
  }
}
