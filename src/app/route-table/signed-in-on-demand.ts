import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { SIGNED_IN_SHELL_ID } from './patch-points';

export { SIGNED_IN_SHELL_ID };

// The signed-in screens' table (route-table/signed-in.tsx: every area's routes, guards, loaders
// and the code each one fetches) and the other pages' (other-pages.tsx) are not in the entry: the
// sign-in page, the first page of every visit, would carry them without using them. React Router asks
// for them the first time a path finds no route of its own (patchRoutesOnNavigation), and a signed-in
// first load has the screens' table asked for by index.html beside the entry
// (build/early-requests.js), so it costs that page no extra round.

/** Routes to patch in, by the id of the route they go under. */
export type PatchedRoutes = Record<string, RouteObject[]>;

let loading: Promise<PatchedRoutes> | null = null;
let loaded: PatchedRoutes | null = null;

/** The routes patched in on demand, if they have come: a router made with them needs no patching. */
export const patchedRoutesIfLoaded = (): PatchedRoutes | null => loaded;

/** Every route patched in on demand, built once (each screen registers itself for preloading as it is built). */
export function loadPatchedRoutes(): Promise<PatchedRoutes> {
  return (loading ??= Promise.all([import('./signed-in'), import('./other-pages')]).then(
    ([signedIn, other]) =>
      (loaded = { ...other.otherPages(), [SIGNED_IN_SHELL_ID]: signedIn.signedInScreens() }),
    (error: unknown) => {
      // Asked for again by the next navigation, instead of the failure kept for the page's life.
      loading = null;
      throw error;
    },
  ));
}

/**
 * For one router: patches the routes in the first time a path matches nothing but the not-found
 * route (React Router asks only then: a path the table has, /login, asks for none of it). A visitor
 * at a signed-in path so still meets its guard (→ /login), and a path no page has still reaches
 * not-found.
 */
export function patchSignedInScreens(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    const routes = await loadPatchedRoutes();
    if (signal.aborted) return;
    for (const [parent, children] of Object.entries(routes)) patch(parent, children);
    patched = true;
  };
}
