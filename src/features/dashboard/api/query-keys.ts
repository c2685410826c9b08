import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const dashboardKeys = {
  all: rootKey(QUERY_ROOTS.dashboard),
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};
