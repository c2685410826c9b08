import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { choiceParam, idOrNullParam, pageParam } from '@/lib/use-url-state';
import { ACTIVITY_TYPES, type ActivityQuery } from './schemas';

// The timeline's state as the URL carries it (range, person, type, page), so a link or a reload
// shows the same entries. Anything unreadable falls back to its default.

const ACTIVITIES_PAGE_SIZE = 20;

/** /activities?range=&userId=&type=&page= */
export const activitiesUrlStateSchema = z.object({
  range: choiceParam(DATE_RANGES, 'allDays'),
  userId: idOrNullParam(),
  type: choiceParam(['', ...ACTIVITY_TYPES], ''),
  page: pageParam(),
});
export type ActivityListQuery = z.infer<typeof activitiesUrlStateSchema>;

export const defaultActivityListQuery: ActivityListQuery = activitiesUrlStateSchema.parse({});

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
