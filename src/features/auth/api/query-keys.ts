import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

export const authKeys = {
  /** The demo's outbox as it was after the reset request answered at `requestedAt`. */
  demoOutbox: (requestedAt: number) => [...rootKey(QUERY_ROOTS.demo), 'outbox', requestedAt] as const,
};
