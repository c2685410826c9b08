import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@/config/limits';
import { ApiError } from './api-error';

/**
 * Retries 3 times and caches 5 minutes (spec §9); a 4xx answer or a wrong shape is not retried, and
 * a failed query is asked again when the user retries, not when a screen showing it mounts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => {
          if (error instanceof ApiError) {
            if (error.kind === 'invalid_response') return false;
            if (error.status !== null && error.status >= 400 && error.status < 500) return false;
          }
          return failureCount < QUERY_RETRY_COUNT;
        },
        refetchOnWindowFocus: false,
        // A failure stays on screen, with its retry button, until the user asks again: a screen
        // arriving after its route's prefetch failed (app/prefetch.ts) shows that failure instead
        // of asking once more unseen, so a refused or malformed answer is asked for once, as before.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
