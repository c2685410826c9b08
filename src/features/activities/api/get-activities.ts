import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { activityPageSchema, type ActivityQuery } from '../schemas';

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

export const activitiesQueryOptions = (query: ActivityQuery) =>
  queryOptions({
    queryKey: ['activities', query],
    queryFn: () => getActivities(query),
    placeholderData: keepPreviousData,
  });

export const useActivities = (query: ActivityQuery) => useQuery(activitiesQueryOptions(query));
