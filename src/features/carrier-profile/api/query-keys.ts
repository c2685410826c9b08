import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const carrierProfileKeys = {
  all: rootKey(QUERY_ROOTS.carrierProfile),
  mine: () => [...carrierProfileKeys.all, 'mine'] as const,
};
