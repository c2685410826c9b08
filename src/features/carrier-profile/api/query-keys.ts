import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const carrierProfileKeys = {
  all: rootKey(QUERY_ROOTS.carrierProfile),
  /** GET /logistic/profile: the caller's own. */
  mine: () => [...carrierProfileKeys.all, 'mine'] as const,
};
