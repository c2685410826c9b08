import { calendarDayOf } from '@/lib/dates';

/** Slices a list the way the real backend pages: zero-based `page`, `size` (default 10). */
export function paginate<T, R = T>(rows: T[], url: URL, map?: (row: T) => R) {
  const size = Math.min(100, Math.max(1, Number(url.searchParams.get('size')) || 10));
  const page = Math.max(0, Number(url.searchParams.get('page')) || 0);
  const content = rows.slice(page * size, page * size + size);
  return { content: map ? content.map(map) : content, page, size, totalElements: rows.length };
}

/** Sorts rows with the newest `createdAt` first, as every demo list is shown. */
export const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt);

/** The query's `search`, trimmed and lower-cased. */
export const searchOf = (q: URLSearchParams) => (q.get('search') ?? '').trim().toLocaleLowerCase();

/** Whether the calendar day of `iso` lies within the query's `startDate`..`endDate`, each optional. */
export function withinDates(iso: string, q: URLSearchParams) {
  const day = calendarDayOf(iso);
  const start = q.get('startDate');
  const end = q.get('endDate');
  return (!start || day >= start) && (!end || day <= end);
}
