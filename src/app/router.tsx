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
            id: OTHER_PAGES_IDS.visitorForms,
            Component: AuthLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
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
            id: OTHER_PAGES_IDS.passwordChange,
            Component: AuthLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: patched[OTHER_PAGES_IDS.passwordChange] ?? [],
          },
          {
            ...queryLayer(),
            children: [
              {
                id: SIGNED_IN_SHELL_ID,
                ...lazyRoute(() => import('./layouts/app-layout'), 'AppLayout'),
                children: patched[SIGNED_IN_SHELL_ID] ?? [],
              },
            ],
          },
        ],
      },
      ...(patched[OTHER_PAGES_IDS.root] ?? []),
      {
        path: '*',
        ...lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute'),
      },
    ],
  },
];

export const appRouterSetup = (patched = patchedRoutesIfLoaded()) => {
  return patched
    ? { routes: appRoutes(patched), options: {} }
    : { routes: appRoutes(), options: { patchRoutesOnNavigation: patchSignedInScreens() } };
};

export const createAppRouter = () => {
  const { routes, options } = appRouterSetup();
  return createBrowserRouter(routes, options);
};
