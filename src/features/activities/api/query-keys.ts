import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { ActivityQuery } from '../schemas';

export const activityKeys = {
  all: rootKey(QUERY_ROOTS.activities),
  list: (query: ActivityQuery) => [...activityKeys.all, 'list', query] as const,
};
