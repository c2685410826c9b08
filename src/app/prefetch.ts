import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { preloadApiClient } from '@/lib/api-client';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';

// Data fetched alongside code (issue 17): a route's loader starts the page's queries as soon as the
// route matches, with the same query options the page's hooks use, so the requests leave while the
// page's code is still on its way; the page's own useQuery then finds them in flight or done.
// A loader never waits and never fails: navigation goes on at once, and if a prefetch fails the
// page's query tries again and shows the failure as it always does. The query options and the
// client come from the app's chunk (dynamic imports): the entry, and so /login, carries none of it.

/**
 * Starts the queries a route's first screen asks for, from its URL, on the session's client. It
 * imports what it needs in one parallel batch with the client: each import() that waits on another
 * costs a turn of the event loop, which the page's first render may hold for a long while.
 */
export type RouteQueries = (client: Promise<QueryClient>, args: LoaderFunctionArgs) => Promise<unknown>;

/** A loader that starts `queries` for a signed-in user the policy lets into `action`'s area. */
export function prefetchLoader(action: Action, queries: RouteQueries): LoaderFunction {
  return (args) => {
    // A visitor or a wrong role is turned away by the route's guard: nothing is asked for them.
    if (!can(getSessionUser(), action)) return null;
    // The HTTP client is fetched beside them, so the first request does not wait for it after.
    preloadApiClient();
    const client = import('@/lib/session-query-client').then((m) => m.sessionQueryClient());
    void queries(client, args).catch(() => undefined);
    return null;
  };
}

/** The URL's query string, as the page's URL-state hook reads it. */
export const searchParamsOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/**
 * A prefetch runs when a screen is arrived at, not when its own filters, tabs or page change the
 * query string: by then its code is there and its hooks ask at once. A change the loader would not
 * add to keeps the router's navigation synchronous, so a tab shows as chosen the moment it is clicked.
 */
export const onlyOnArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
