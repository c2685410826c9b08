import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

// Home's one query. Writes elsewhere that change its figures (a sent inquiry, a payment, a refund)
// invalidate it through its root, `rootKey(QUERY_ROOTS.dashboard)`.
export const dashboardKeys = {
  all: rootKey(QUERY_ROOTS.dashboard),
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};
