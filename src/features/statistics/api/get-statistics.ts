import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { statisticsSchema, type StatisticsQuery } from '../schemas';
import { statisticsKeys } from './query-keys';

/** GET /statistics: the caller's role decides which figures come back. */
const statistics = filteredRead(
  statisticsSchema,
  endpoints.statistics,
  statisticsKeys.period,
  (query: StatisticsQuery) => ({
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
  }),
);

export const useStatistics = (query: StatisticsQuery) => useQuery(statistics.options(query));
