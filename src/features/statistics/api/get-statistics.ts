import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { StatisticsRequest } from '../statistics-url-state';
import { statisticsSchema } from '../schemas';
import { statisticsKeys } from './query-keys';

const statistics = filteredRead(
  statisticsSchema,
  endpoints.statistics,
  (params: StatisticsRequest) => params,
  statisticsKeys.period,
);

export const useStatistics = statistics.use;
