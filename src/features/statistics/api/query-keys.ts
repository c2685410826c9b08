import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

export const statisticsKeys = {
  all: rootKey(QUERY_ROOTS.statistics),
  period: (params: RequestParams) => [...statisticsKeys.all, 'period', params] as const,
};
