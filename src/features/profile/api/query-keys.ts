import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const profileKeys = {
  all: rootKey(QUERY_ROOTS.me),
  me: () => [...profileKeys.all, 'detail'] as const,
};
