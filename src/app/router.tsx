import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './route-table/lazy-route';
import { OTHER_PAGES_IDS, SIGNED_IN_SHELL_ID } from './route-table/patch-points';
import { queryLayer } from './route-table/query-layer-route';
import {
  patchedRoutesIfLoaded,
  patchSignedInScreens,
  type PatchedRoutes,
} from './route-table/signed-in-on-demand';
import { LoginRoute } from './routes/auth/login';
import { RouteErrorPage } from './routes/route-error-page';

// The route table (spec §2) with its role guards (spec §2 'Access by role', §6): the frames here,
// the signed-in screens area by area in route-table/, patched under the shell when first needed
// (route-table/signed-in-on-demand.ts); tests read the whole table from route-table/full-table.ts. Guards are parent routes: a child never
// renders, and so never fetches, for a visitor or a wrong role. docs/routes.md maps every spec path
// to its screen.

// Every lazy route, layout or screen, is its own error boundary: what fails shows in place, inside the
// layouts above it (errors/route-error-boundary.tsx), and a chunk that did not arrive can be fetched
// again without a reload (errors/retryable-lazy.tsx).

/** The table, with `patched` (routes by the id of their parent) in place. */
export const appRoutes = (patched: PatchedRoutes = {}): RouteObject[] => [
  {
    id: OTHER_PAGES_IDS.root,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        element: <GuestOnly />,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            // The sign-in page and its layout come with the entry: it is the first page of every
            // visit, and a lazy route would cost it one more round of requests before it shows.
            // The other visitor forms are patched in beside it (route-table/other-pages.tsx).
            id: OTHER_PAGES_IDS.visitorForms,
            Component: AuthLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                // The sign-in page sits outside the query layer: it loads light (docs/decisions.md).
                path: paths.auth.login,
                Component: LoginRoute,
                ErrorBoundary: RouteErrorBoundary,
              },
              ...(patched[OTHER_PAGES_IDS.visitorForms] ?? []),
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            // Signed in with a temporary password: a new one first, outside the app's menus.
            id: OTHER_PAGES_IDS.passwordChange,
            Component: AuthLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: patched[OTHER_PAGES_IDS.passwordChange] ?? [],
          },
          {
            ...queryLayer(),
            children: [
              {
                // The shell: on a first load the full-screen spinner shows until it is here; after
                // that a landing screen shows its heading in it while its own code loads.
                id: SIGNED_IN_SHELL_ID,
                ...lazyRoute(() => import('./layouts/app-layout'), 'AppLayout'),
                children: patched[SIGNED_IN_SHELL_ID] ?? [],
              },
            ],
          },
        ],
      },
      // The public pages (a shipment's tracking link) are patched in here (route-table/other-pages.tsx).
      ...(patched[OTHER_PAGES_IDS.root] ?? []),
      {
        path: '*',
        ...lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute'),
      },
    ],
  },
];

/**
 * What every router of the app is made with, the tests' memory routers included. With the patched
 * routes already in hand the router gets the whole table and no patching: React Router looks routes
 * up on every navigation to a path with a parameter while it can patch, which makes a tab or filter
 * change on /all-bids/:id land a tick late. Only a visitor's router (the sign-in page) patches.
 */
export const appRouterSetup = (patched = patchedRoutesIfLoaded()) => {
  return patched
    ? { routes: appRoutes(patched), options: {} }
    : { routes: appRoutes(), options: { patchRoutesOnNavigation: patchSignedInScreens() } };
};

export const createAppRouter = () => {
  const { routes, options } = appRouterSetup();
  return createBrowserRouter(routes, options);
};
