import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { statisticsSchema, type StatisticsQuery } from '../schemas';
import { statisticsKeys } from './query-keys';

/** GET /statistics: the caller's role decides which figures come back. */
export const getStatistics = (query: StatisticsQuery) =>
  apiRequest(statisticsSchema, {
    method: 'GET',
    url: endpoints.statistics,
    params: {
      ...(query.startDate ? { startDate: query.startDate } : {}),
      ...(query.endDate ? { endDate: query.endDate } : {}),
    },
  });

export const getStatisticsQueryOptions = (query: StatisticsQuery) =>
  queryOptions({
    queryKey: statisticsKeys.period(query),
    queryFn: () => getStatistics(query),
    placeholderData: keepPreviousData,
  });

export const useStatistics = (query: StatisticsQuery) => useQuery(getStatisticsQueryOptions(query));
