import { matchPath } from 'react-router-dom';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';
import type { QueryClient } from '@tanstack/react-query';

// Every lazy screen of the table registers here how to fetch its code and words (the same function
// its route loads it with), so a screen can be fetched before it is opened: on intent (a link
// hovered or focused) and, for the rest of the area a user is in, when the browser is idle after
// the page has loaded.

type Registered = {
  /** The screen's path pattern, absolute ('/all-bids/:id'); '/' for home. */
  path: string;
  /** The product area it ships in (config/chunk-areas.ts), the unit loaded on idle. */
  area: string;
  /** Whom it is for: nothing is fetched for a screen the user may not open. */
  action: Action;
  preload: () => Promise<unknown>;
};

const screens: Registered[] = [];

/** Called by the table as it is built (route-table/lazy-screen.tsx). */
export function registerScreen(screen: Registered) {
  screens.push(screen);
}

const allowed = (screen: Registered) => can(getSessionUser(), screen.action);

// A failed fetch is not an error here: the route's own load tries again and explains a failure.
const quietly = (screen: Registered) => void screen.preload().catch(() => undefined);

/** Fetches the code and words of the screen at `pathname`, if the table has one the user may open. */
export function preloadPath(pathname: string) {
  const screen = screens.find((s) => matchPath({ path: s.path, end: true }, pathname));
  if (screen && allowed(screen)) quietly(screen);
}

/** Fetches the code and words of every screen of an area the user may open. */
export function preloadArea(area: string) {
  screens.filter((s) => s.area === area && allowed(s)).forEach(quietly);
}

/** While one shows, the page's first load is not over (the bench's 'ready' reads the same). */
const pageShowsLoading = () => document.querySelector('main [aria-busy="true"]') !== null;

/** How long to wait before looking again at a page that was still loading when the browser was idle. */
const STILL_LOADING_RETRY_MS = 300;

/**
 * Runs `work` once the page has loaded (the window's load event, no query fetching and nothing on the
 * page still loading) and the browser is then idle; returns the cancel. Everything is checked again
 * at the idle moment: a part of the page may have started loading meanwhile, and on a busy machine
 * the idle callback's timeout can come before the page is done. Fetching other screens' code earlier
 * would share the network with the first load it is meant to follow.
 */
export function whenIdle(work: () => void): () => void {
  let cancel = () => {};
  let cancelled = false;
  const settle = (client: QueryClient) => {
    let waiting = true;
    const stopWaiting = whenNoQueryFetching(client, () => {
      waiting = false;
      cancel = idleCallback(() => {
        if (client.isFetching() === 0 && !pageShowsLoading()) return work();
        const retry = setTimeout(() => settle(client), STILL_LOADING_RETRY_MS);
        cancel = () => clearTimeout(retry);
      });
    });
    if (waiting) cancel = stopWaiting;
  };
  const onLoad = () => {
    // The client comes from the signed-in shell's chunk, there by now: the route table, and so the
    // entry and /login, carry no query cache.
    void import('@/lib/session-query-client').then(({ sessionQueryClient }) => {
      if (!cancelled) settle(sessionQueryClient());
    });
  };
  if (document.readyState === 'complete') onLoad();
  else {
    window.addEventListener('load', onLoad, { once: true });
    cancel = () => window.removeEventListener('load', onLoad);
  }
  return () => {
    cancelled = true;
    cancel();
  };
}

/** Calls `then` once the session's queries are all settled (at once if none is fetching). */
function whenNoQueryFetching(client: QueryClient, then: () => void): () => void {
  if (client.isFetching() === 0) {
    then();
    return () => {};
  }
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}

function idleCallback(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 300);
  return () => clearTimeout(id);
}
