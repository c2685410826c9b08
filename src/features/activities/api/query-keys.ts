import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

export const activityKeys = {
  all: rootKey(QUERY_ROOTS.activities),
  list: (params: RequestParams) => [...activityKeys.all, 'list', params] as const,
};
