import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyRetrying } from '@/lib/lazy-retrying';
import { Outlet } from 'react-router-dom';
import {
  adoptSessionQueryClient,
  releaseSessionQueryClient,
  sessionQueryClient,
} from '@/lib/session-query-client';
import { refetchOnLanguageChange } from '@/lib/language-cache';

const QueryDevtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazyRetrying(() =>
        import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })),
      )
    : null;

export function QueryLayer() {
  const [client] = useState(sessionQueryClient);
  useEffect(() => {
    adoptSessionQueryClient(client);
    return () => releaseSessionQueryClient(client);
  }, [client]);
  useEffect(() => refetchOnLanguageChange(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
      {QueryDevtools && (
        <Suspense fallback={null}>
          <QueryDevtools buttonPosition="bottom-right" />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
