import { matchPath } from 'react-router-dom';
import { can, type Action } from '@/lib/permissions';
import { getSessionUser } from '@/lib/session';

// Every lazy screen of the table registers here how to fetch its code and words (the same function
// its route loads it with), so a screen can be fetched before it is opened: on intent (a link
// hovered or focused) and, for the rest of the area a user is in, when the browser is idle.

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

/** Runs `work` when the browser is next idle; returns the cancel. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 300);
  return () => clearTimeout(id);
}
