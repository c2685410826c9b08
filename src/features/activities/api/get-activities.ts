import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { activityPageSchema, type ActivityQuery } from '../schemas';
import { activityKeys } from './query-keys';

/** GET /organization/activities: the organisation's timeline, newest first; page zero-based on the wire. */
export const getActivities = (query: ActivityQuery) =>
  apiRequest(activityPageSchema, {
    method: 'GET',
    url: endpoints.organization.activities,
    params: listParams(query.page, query.size, {
      startDate: query.startDate,
      endDate: query.endDate,
      userId: query.userId,
      type: query.type,
    }),
  });

export const getActivitiesQueryOptions = (query: ActivityQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: () => getActivities(query),
    placeholderData: keepPreviousData,
  });

export const useActivities = (query: ActivityQuery) => useQuery(getActivitiesQueryOptions(query));
