import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './route-table/lazy-route';
import { patchSignedInScreens, SIGNED_IN_SHELL_ID } from './route-table/signed-in-on-demand';
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

/** The server cache around the screens below it (layouts/query-layer.tsx). */
const queryLayer = () => lazyRoute(() => import('./layouts/query-layer'), 'QueryLayer');

const visitorLanguage = () =>
  import('@/lib/visitor-language').then((m) => m.adoptVisitorLanguage()).then(() => null);

/** The table with `screens` under the signed-in shell. */
export const appRoutes = (screens: RouteObject[] = []): RouteObject[] => [
  {
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
            Component: AuthLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                // The sign-in page sits outside the query layer: it loads light (docs/decisions.md).
                path: paths.auth.login,
                Component: LoginRoute,
                ErrorBoundary: RouteErrorBoundary,
              },
              {
                ...queryLayer(),
                children: [
                  {
                    path: paths.auth.register,
                    ...lazyRoute(() => import('./routes/auth/register'), 'RegisterRoute'),
                  },
                  {
                    path: paths.auth.forgotPassword,
                    ...lazyRoute(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute'),
                  },
                  {
                    path: paths.auth.resetPassword,
                    ...lazyRoute(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute'),
                  },
                ],
              },
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
            Component: AuthLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                ...queryLayer(),
                children: [
                  {
                    path: paths.auth.changePassword,
                    ...lazyRoute(() => import('./routes/auth/change-password'), 'ChangePasswordRoute'),
                  },
                ],
              },
            ],
          },
          {
            ...queryLayer(),
            children: [
              {
                // The shell: on a first load the full-screen spinner shows until it is here; after
                // that a landing screen shows its heading in it while its own code loads.
                id: SIGNED_IN_SHELL_ID,
                ...lazyRoute(() => import('./layouts/app-layout'), 'AppLayout'),
                children: screens,
              },
            ],
          },
        ],
      },
      {
        // Pages anyone may open, signed in or not: a shipment's shared tracking link (issue 18).
        ...lazyRoute(() => import('./layouts/public-layout'), 'PublicLayout'),
        children: [
          {
            ...queryLayer(),
            children: [
              {
                path: paths.track(),
                // A first visit from a shared link reads in the browser's language (lib/visitor-language.ts).
                loader: visitorLanguage,
                ...lazyRoute(() => import('./routes/tracking/track-shipment'), 'TrackShipmentRoute'),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute'),
      },
    ],
  },
];

/** What every router of the app is made with, the tests' memory routers included. */
export const appRouterOptions = () => ({ patchRoutesOnNavigation: patchSignedInScreens() });

export const createAppRouter = () => createBrowserRouter(appRoutes(), appRouterOptions());
