import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@/config/limits';
import { ApiError } from './api-error';

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
      },
      mutations: { retry: false },
    },
  });
}
