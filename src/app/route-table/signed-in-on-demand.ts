import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { SIGNED_IN_NAMESPACES } from '@/config/core-namespaces';
import { i18n } from '@/lib/i18n';
import { SIGNED_IN_SHELL_ID } from './patch-points';

export { SIGNED_IN_SHELL_ID };

// Not in the entry, which /login would carry them in; a signed-in first load has index.html ask for
// them beside the entry (build/early-requests.js).

export type PatchedRoutes = Record<string, RouteObject[]>;

let loading: Promise<PatchedRoutes> | null = null;
let loaded: PatchedRoutes | null = null;

export const patchedRoutesIfLoaded = (): PatchedRoutes | null => loaded;

export function loadPatchedRoutes(): Promise<PatchedRoutes> {
  // The signed-in pages' own words, asked beside their code.
  if (!loading) void i18n.loadNamespaces([...SIGNED_IN_NAMESPACES]);
  return (loading ??= Promise.all([import('./signed-in'), import('./other-pages')]).then(
    ([signedIn, other]) =>
      (loaded = { ...other.otherPages(), [SIGNED_IN_SHELL_ID]: signedIn.signedInScreens() }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** Patches the routes in the first time a path matches nothing but the not-found route. */
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
