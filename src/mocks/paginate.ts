/** Slices a list the way the real backend pages: zero-based `page`, `size` (default 10). */
export function paginate<T>(rows: T[], url: URL) {
  const size = Math.min(100, Math.max(1, Number(url.searchParams.get('size')) || 10));
  const page = Math.max(0, Number(url.searchParams.get('page')) || 0);
  return { content: rows.slice(page * size, page * size + size), page, size, totalElements: rows.length };
}

/** Sorts rows with the newest `createdAt` first, as every demo list is shown. */
export const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt);
