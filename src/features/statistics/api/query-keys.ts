import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { StatisticsQuery } from '../schemas';

// The statistics page's query, by period.
export const statisticsKeys = {
  all: rootKey(QUERY_ROOTS.statistics),
  period: (query: StatisticsQuery) => [...statisticsKeys.all, 'period', query] as const,
};
