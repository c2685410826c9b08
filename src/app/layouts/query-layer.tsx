import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import {
  adoptSessionQueryClient,
  releaseSessionQueryClient,
  sessionQueryClient,
} from '@/lib/session-query-client';
import { refetchOnLanguageChange } from '@/lib/language-cache';

// React Query's devtools while developing (`npm run dev`), never in a build or a test run: the
// condition is known at build time, so the production bundle carries neither the import nor its
// chunk (tests/e2e/production-bundle.spec.ts checks). Its button sits bottom right: bottom left it
// covered the sidebar's sign-out, on every page.
const QueryDevtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() => import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })))
    : null;

/**
 * The server cache, around the screens that read the server. It is a lazy route of its own so the
 * sign-in page, which only posts one form, loads without TanStack Query (the /login budget,
 * docs/decisions.md). One per mount: each signed-in session starts with an empty cache and leaves
 * nothing behind for the next person at the same desk. A route's loader may have made it a moment
 * before, to start the page's queries early (app/prefetch.ts): the layer takes that one.
 */
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
