import type { Page } from './page';

/** Rows an export takes at most; past this the file says so through `capped`. */
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_PAGE_SIZE = 100;

export type Collected<T> = { rows: T[]; total: number; capped: boolean };

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
    if (answer.content.length + answer.dropped === 0 || page + 1 >= answer.totalPages)
      return { rows, total, capped: false };
  }
}
