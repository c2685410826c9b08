import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import type { StatisticsQuery } from '../schemas';

// /statistics keeps its range in the URL (?range=thisMonth) so a link or a reload shows the same
// figures. 'All days' is the default and is not written; anything unreadable falls back to it.

const urlSchema = z.object({ range: z.catch(z.enum(DATE_RANGES), 'allDays') });
export type StatisticsUrlState = z.infer<typeof urlSchema>;

export const parseStatisticsUrl = (params: URLSearchParams): StatisticsUrlState =>
  urlSchema.parse(Object.fromEntries(params));

export function toStatisticsSearchParams(state: StatisticsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range !== 'allDays') params.set('range', state.range);
  return params;
}

/** What the server is asked: the named range resolved to days (none for 'all days'). */
export function toStatisticsQuery(range: DateRangeKey, now = new Date()): StatisticsQuery {
  const days = resolveDateRange(range, now);
  return { startDate: days?.startDate ?? null, endDate: days?.endDate ?? null };
}
