import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';

// The signed-in screens' table (route-table/signed-in.tsx: every area's routes, guards, loaders
// and the code each one fetches) is not in the entry: the sign-in page, the first page of every
// visit, would carry it without using it. React Router asks for it the first time a path finds no
// route of its own (patchRoutesOnNavigation), and a signed-in first load has it asked for by
// index.html beside the entry (build/early-requests.js), so it costs that page no extra round.

/** The id of the signed-in shell's route (router.tsx), the screens' parent. */
export const SIGNED_IN_SHELL_ID = 'signed-in-shell';

let loading: Promise<RouteObject[]> | null = null;

/** The signed-in screens, built once (each screen registers itself for preloading as it is built). */
export function loadSignedInScreens(): Promise<RouteObject[]> {
  return (loading ??= import('./signed-in').then(
    (m) => m.signedInScreens(),
    (error: unknown) => {
      // Asked for again by the next navigation, instead of the failure kept for the page's life.
      loading = null;
      throw error;
    },
  ));
}

/**
 * For one router: patches the screens under the shell the first time a path matches nothing but the
 * not-found route (or nothing at all). A visitor at a signed-in path so still meets its guard (→
 * /login), and a path no screen has still reaches not-found. A route the table already has (the
 * tracking page's /track/:token) asks for none of it.
 */
export function patchSignedInScreens(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ matches, patch, signal }) => {
    if (patched) return;
    const leaf = matches.at(-1)?.route;
    if (leaf?.path && leaf.path !== '*') return;
    const screens = await loadSignedInScreens();
    if (signal.aborted) return;
    patch(SIGNED_IN_SHELL_ID, screens);
    patched = true;
  };
}
