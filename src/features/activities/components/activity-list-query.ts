import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { ACTIVITY_TYPES, type ActivityQuery } from '../schemas';

// The timeline's state as the URL carries it (range, person, type, page), so a link or a reload
// shows the same entries. Anything unreadable falls back to its default.

export const ACTIVITIES_PAGE_SIZE = 20;

const listQuerySchema = z.object({
  range: z.catch(z.enum(DATE_RANGES), 'allDays'),
  userId: z.catch(z.nullable(z.coerce.number().check(z.int(), z.positive())), null),
  type: z.catch(z.enum(['', ...ACTIVITY_TYPES]), ''),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type ActivityListQuery = z.infer<typeof listQuerySchema>;

export const defaultActivityListQuery: ActivityListQuery = {
  range: 'allDays',
  userId: null,
  type: '',
  page: 1,
};

export function parseActivityListQuery(params: URLSearchParams): ActivityListQuery {
  return listQuerySchema.parse({
    range: params.get('range') ?? undefined,
    userId: params.get('userId') ?? null,
    type: params.get('type') ?? undefined,
    page: params.get('page') ?? undefined,
  });
}

/** Only what differs from the default goes into the URL. */
export function toActivitySearchParams(query: ActivityListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.range !== defaultActivityListQuery.range) params.set('range', query.range);
  if (query.userId !== null) params.set('userId', String(query.userId));
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const hasActivityFilters = (query: ActivityListQuery) =>
  query.range !== defaultActivityListQuery.range || query.userId !== null || query.type !== '';

/** The request for a URL state: the named range becomes the days it covers today. */
export function toActivityQuery(query: ActivityListQuery, now: Date = new Date()): ActivityQuery {
  const range = resolveDateRange(query.range, now);
  return {
    startDate: range?.startDate ?? null,
    endDate: range?.endDate ?? null,
    userId: query.userId,
    type: query.type,
    page: query.page,
    size: ACTIVITIES_PAGE_SIZE,
  };
}
