import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const profileKeys = {
  all: rootKey(QUERY_ROOTS.me),
  /** GET /users/me: the signed-in person. */
  me: () => [...profileKeys.all, 'detail'] as const,
};
