import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { preloadApiClient } from '@/lib/api-client';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';

export type RouteQueries = (client: Promise<QueryClient>, args: LoaderFunctionArgs) => Promise<unknown>;

/** A loader that starts `queries` for a signed-in user the policy lets into `action`'s area. */
export function prefetchLoader(action: Action, queries: RouteQueries): LoaderFunction {
  return (args) => {
    if (!can(getSessionUser(), action)) return null;
    preloadApiClient();
    const client = import('@/lib/session-query-client').then((m) => m.sessionQueryClient());
    void queries(client, args).catch(() => undefined);
    return null;
  };
}

export const searchParamsOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

export const onlyOnArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
