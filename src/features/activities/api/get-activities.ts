import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { activityPageSchema, type ActivityQuery } from '../schemas';
import { activityKeys } from './query-keys';

/** GET /organization/activities: the organisation's timeline, newest first; page zero-based on the wire. */
export const getActivities = (query: ActivityQuery) =>
  apiRequest(activityPageSchema, {
    method: 'GET',
    url: endpoints.organization.activities,
    params: {
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.startDate ? { startDate: query.startDate } : {}),
      ...(query.endDate ? { endDate: query.endDate } : {}),
      ...(query.userId ? { userId: query.userId } : {}),
      ...(query.type ? { type: query.type } : {}),
    },
  });

export const getActivitiesQueryOptions = (query: ActivityQuery) =>
  queryOptions({
    queryKey: activityKeys.list(query),
    queryFn: () => getActivities(query),
    placeholderData: keepPreviousData,
  });

export const useActivities = (query: ActivityQuery) => useQuery(getActivitiesQueryOptions(query));
