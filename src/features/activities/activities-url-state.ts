import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, idOrNullParam, pageParam } from '@/lib/use-url-state';
import { ACTIVITY_TYPES } from './schemas';

const ACTIVITIES_PAGE_SIZE = 20;

export const activitiesUrlStateSchema = z.object({
  range: choiceParam(DATE_RANGES, 'allDays'),
  userId: idOrNullParam(),
  type: choiceParam(['', ...ACTIVITY_TYPES], ''),
  page: pageParam(),
});
export type ActivityListQuery = UrlState<typeof activitiesUrlStateSchema>;

export const defaultActivityListQuery: ActivityListQuery = activitiesUrlStateSchema.parse({});

export const hasActivityFilters = (query: ActivityListQuery) =>
  query.range !== defaultActivityListQuery.range || query.userId !== null || query.type !== '';

/** The named range becomes the days it covers today. */
export const toActivityQuery = urlRequest(activitiesUrlStateSchema, (state, now: Date = new Date()) =>
  listParams(state.page, ACTIVITIES_PAGE_SIZE, {
    ...resolveDateRange(state.range, now),
    userId: state.userId,
    type: state.type,
  }),
);
