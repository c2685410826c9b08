import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROLE_GROUPS } from '@/config/access';
import { paths } from '@/config/paths';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

// The route table (spec §2) with its role guards (spec §2 'Access by role', §6). Each screen is a
// lazy module, loaded behind the full-screen spinner. Guards are parent routes: a child never
// renders, and so never fetches, for a visitor or a wrong role. docs/routes.md maps every spec
// path to its screen.

const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            ...screen(() => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout }))),
            children: [
              {
                path: paths.auth.login,
                ...screen(() => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute }))),
              },
              {
                path: paths.auth.register,
                ...screen(() =>
                  import('./routes/auth/register').then((m) => ({ Component: m.RegisterRoute })),
                ),
              },
              {
                path: paths.auth.forgotPassword,
                ...screen(() =>
                  import('./routes/auth/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
                ),
              },
              {
                path: paths.auth.resetPassword,
                ...screen(() =>
                  import('./routes/auth/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
                ),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            ...screen(() => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout }))),
            children: [
              {
                element: <RequireRole roles={ROLE_GROUPS.anyRole} />,
                children: [
                  {
                    index: true,
                    ...screen(() => import('./routes/home').then((m) => ({ Component: m.HomeRoute }))),
                  },
                ],
              },
              {
                element: <RequireRole roles={ROLE_GROUPS.importerOrLogistic} />,
                children: [
                  {
                    path: paths.organizations.own,
                    ...screen(() =>
                      import('./routes/organization/own-organization').then((m) => ({
                        Component: m.OwnOrganizationRoute,
                      })),
                    ),
                  },
                ],
              },
              {
                element: <RequireRole roles={ROLE_GROUPS.adminOnly} />,
                children: [
                  {
                    path: paths.organizations.list,
                    ...screen(() =>
                      import('./routes/organization/organizations-list').then((m) => ({
                        Component: m.OrganizationsListRoute,
                      })),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...screen(() => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute }))),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
