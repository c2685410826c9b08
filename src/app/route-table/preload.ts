import { matchPath } from 'react-router-dom';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';
import type { QueryClient } from '@tanstack/react-query';

type Registered = {
  path: string;
  area: string;
  action: Action;
  preload: () => Promise<unknown>;
};

const screens: Registered[] = [];

export function registerScreen(screen: Registered) {
  screens.push(screen);
}

const allowed = (screen: Registered) => can(getSessionUser(), screen.action);

const inFlight = new Set<Promise<unknown>>();

const quietly = (screen: Registered) => {
  const loading = screen.preload().catch(() => undefined);
  inFlight.add(loading);
  void loading.then(() => inFlight.delete(loading));
};

/** Settles once every preload started so far has: a test file waits for it, so none outlives the file. */
export const preloadsSettled = () => Promise.all(inFlight).then(() => undefined);

/** On intent: the code and words of the screen at `pathname`, if the user may open it. */
export function preloadPath(pathname: string) {
  const screen = screens.find((s) => matchPath({ path: s.path, end: true }, pathname));
  if (screen && allowed(screen)) quietly(screen);
}

export function preloadArea(area: string) {
  screens.filter((s) => s.area === area && allowed(s)).forEach(quietly);
}

// The bench's 'ready' reads the same: the first load is not over while one shows.
const pageShowsLoading = () => document.querySelector('main [aria-busy="true"]') !== null;

const STILL_LOADING_RETRY_MS = 300;

/**
 * Runs `work` after the window's load, with no query fetching and nothing in <main> loading, at an
 * idle moment; checked again then, since on a busy machine the idle timeout comes before the page is done.
 */
export function whenIdle(work: () => void): () => void {
  let cancel = () => {};
  let cancelled = false;
  const settle = (client: QueryClient) => {
    let waiting = true;
    const stopWaiting = whenNoQueryFetching(client, () => {
      waiting = false;
      cancel = idleCallback(() => {
        // Offline every fetch would fail: looked at again until the connection is back.
        if (navigator.onLine && client.isFetching() === 0 && !pageShowsLoading()) return work();
        const retry = setTimeout(() => settle(client), STILL_LOADING_RETRY_MS);
        cancel = () => clearTimeout(retry);
      });
    });
    if (waiting) cancel = stopWaiting;
  };
  const onLoad = () => {
    // From the shell's chunk, there by now: the entry and /login carry no query cache.
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
