import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { currentLanguage, preloadWords } from '@/lib/i18n';
import type { ServerFeature } from '@/config/server-features';
import type { Action } from '@/lib/permissions';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { onlyOnArrival, prefetchLoader, searchParamsOf, type RouteQueries } from './prefetch';
import { retryableLazy } from './errors/retryable-lazy';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequirePermission } from './guards/require-permission';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { LoginRoute } from './routes/auth/login';
import { RouteErrorPage } from './routes/route-error-page';

// The route table (spec §2) with its role guards (spec §2 'Access by role', §6). Each screen is a
// lazy module, loaded behind the full-screen spinner. Guards are parent routes: a child never
// renders, and so never fetches, for a visitor or a wrong role. docs/routes.md maps every spec
// path to its screen.

// Every lazy route, layout or screen, is its own error boundary: what fails shows in place, inside the
// layouts above it (errors/route-error-boundary.tsx), and a chunk that did not arrive can be fetched
// again without a reload (errors/retryable-lazy.tsx).
const screen = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: retryableLazy(load),
  errorElement: <RouteErrorBoundary />,
});

/** A screen at a path; with a feature, one that stands on designed endpoints (feature-gate.tsx). */
const page = (
  path: string,
  load: () => Promise<{ Component: React.ComponentType }>,
  feature?: ServerFeature,
): RouteObject => ({
  path,
  // The gate loads with the screen, not with the app's entry (the /login budget).
  ...screen(
    feature
      ? () =>
          Promise.all([load(), import('./feature-gate')]).then(([m, gate]) => ({
            Component: gate.gated(feature, m.Component),
          }))
      : load,
  ),
});

/** The server cache around the screens below it (layouts/query-layer.tsx). */
const queryLayer = screen(() => import('./layouts/query-layer').then((m) => ({ Component: m.QueryLayer })));

/** A screen whose first queries start with its code (app/prefetch.ts); `guarded` makes the loader. */
const withQueries = (route: RouteObject, queries: RouteQueries): RouteObject => ({
  ...route,
  handle: { queries },
});

const queriesOf = (route: RouteObject): RouteQueries | undefined =>
  (route.handle as { queries?: RouteQueries } | undefined)?.queries;

/** A screen whose code, when asked for, brings its area's words along (lib/i18n.ts `preloadWords`). */
const withWords = (route: RouteObject, words: string): RouteObject => {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: () => {
      preloadWords(words);
      return lazy();
    },
  };
};

/**
 * An area's screens behind the policy's `view:<area>` (lib/permissions.ts; spec §2 'Access by role').
 * A screen's prefetch runs only for those the same rule lets in. `words`: a namespace of the area's
 * translation file (config/locales.ts), asked for beside a screen's code: one file per area, so one
 * namespace brings the words of all its screens.
 */
const guarded = (action: Action, words: string, children: RouteObject[]): RouteObject => ({
  element: <RequirePermission action={action} />,
  errorElement: <RouteErrorBoundary />,
  children: children.map((child) => {
    const queries = queriesOf(child);
    const route = withWords(child, words);
    return queries
      ? { ...route, loader: prefetchLoader(action, queries), shouldRevalidate: onlyOnArrival }
      : route;
  }),
});

// The first queries of the most visited screens, with the options their hooks use. Each comes from
// the feature's data layer, which ships in the app's chunk (config/chunk-areas.ts).
const homeQueries: RouteQueries = async (session) => {
  const [client, dashboard] = await Promise.all([session, import('@/features/dashboard/api/get-dashboard')]);
  return client.prefetchQuery(dashboard.getDashboardQueryOptions());
};

const inquiryListQueries =
  (scope: 'own' | 'open' | 'all'): RouteQueries =>
  async (session, args) => {
    const [client, list, { inquiryListUrlStateSchema }, { readUrlState }] = await Promise.all([
      session,
      import('@/features/inquiries/api/get-inquiries'),
      import('@/features/inquiries/inquiry-list-url-state'),
      import('@/lib/use-url-state'),
    ]);
    const query = readUrlState(inquiryListUrlStateSchema, searchParamsOf(args));
    return client.prefetchQuery(list.inquiryListQueryOptions(scope, query));
  };

const allBidsQueries: RouteQueries = async (session, args) => {
  const [client, bids, heading, { allBidsUrlStateSchema }, { readUrlState }] = await Promise.all([
    session,
    import('@/features/bids/api/get-inquiry-bids'),
    import('@/features/bids/api/get-inquiry-heading'),
    import('@/features/bids/all-bids-url-state'),
    import('@/lib/use-url-state'),
  ]);
  const { id } = args.params;
  const query = readUrlState(allBidsUrlStateSchema, searchParamsOf(args));
  return Promise.all([
    client.prefetchQuery(bids.getInquiryBidsQueryOptions(id, query)),
    client.prefetchQuery(heading.getInquiryHeadingQueryOptions(id, currentLanguage())),
  ]);
};

const billingQueries: RouteQueries = async (session) => {
  const [client, summary] = await Promise.all([
    session,
    import('@/features/billing/api/get-billing-summary'),
  ]);
  return client.prefetchQuery(summary.getBillingSummaryQueryOptions());
};

const visitorLanguage = () =>
  import('@/lib/visitor-language').then((m) => m.adoptVisitorLanguage()).then(() => null);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        element: <GuestOnly />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            // The sign-in page and its layout come with the entry: it is the first page of every
            // visit, and a lazy route would cost it one more round of requests before it shows.
            Component: AuthLayout,
            errorElement: <RouteErrorBoundary />,
            children: [
              {
                // The sign-in page sits outside the query layer: it loads light (docs/decisions.md).
                path: paths.auth.login,
                Component: LoginRoute,
                errorElement: <RouteErrorBoundary />,
              },
              {
                ...queryLayer,
                children: [
                  {
                    path: paths.auth.register,
                    ...screen(() =>
                      import('./routes/auth/register').then((m) => ({ Component: m.RegisterRoute })),
                    ),
                  },
                  {
                    path: paths.auth.forgotPassword,
                    ...screen(() =>
                      import('./routes/auth/forgot-password').then((m) => ({
                        Component: m.ForgotPasswordRoute,
                      })),
                    ),
                  },
                  {
                    path: paths.auth.resetPassword,
                    ...screen(() =>
                      import('./routes/auth/reset-password').then((m) => ({
                        Component: m.ResetPasswordRoute,
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
        element: <RequireAuth />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            // Signed in with a temporary password: a new one first, outside the app's menus.
            Component: AuthLayout,
            errorElement: <RouteErrorBoundary />,
            children: [
              {
                ...queryLayer,
                children: [
                  {
                    path: paths.auth.changePassword,
                    ...screen(() =>
                      import('./routes/auth/change-password').then((m) => ({
                        Component: m.ChangePasswordRoute,
                      })),
                    ),
                  },
                ],
              },
            ],
          },
          {
            ...queryLayer,
            children: [
              {
                ...screen(() => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout }))),
                children: [
                  guarded('view:home', 'dashboard', [
                    withQueries(
                      {
                        index: true,
                        // Home stays without the (designed) dashboard: a greeting and the role's areas.
                        ...screen(() =>
                          Promise.all([
                            import('./routes/home'),
                            import('./routes/home-without-dashboard'),
                            import('./feature-gate'),
                          ]).then(([home, fallback, gate]) => ({
                            Component: () => (
                              <gate.FeatureGate
                                feature="dashboard"
                                fallback={<fallback.HomeWithoutDashboard />}
                              >
                                <home.HomeRoute />
                              </gate.FeatureGate>
                            ),
                          })),
                        ),
                      },
                      homeQueries,
                    ),
                  ]),
                  guarded('view:statistics', 'statistics', [
                    page(
                      paths.statistics,
                      () =>
                        import('./routes/statistics/statistics').then((m) => ({
                          Component: m.StatisticsRoute,
                        })),
                      'statistics',
                    ),
                  ]),
                  guarded('view:profile', 'profile', [
                    page(
                      paths.profile.view,
                      () => import('./routes/profile/profile').then((m) => ({ Component: m.ProfileRoute })),
                      'profile',
                    ),
                    page(
                      paths.profile.edit,
                      () =>
                        import('./routes/profile/profile-edit').then((m) => ({
                          Component: m.ProfileEditRoute,
                        })),
                      'profile',
                    ),
                    page(
                      paths.profile.password,
                      () =>
                        import('./routes/profile/update-password').then((m) => ({
                          Component: m.UpdatePasswordRoute,
                        })),
                      'profile',
                    ),
                  ]),
                  guarded('view:notifications', 'notifications', [
                    page(
                      paths.profile.notifications,
                      () =>
                        import('./routes/profile/notification-settings').then((m) => ({
                          Component: m.NotificationSettingsRoute,
                        })),
                      'notifications',
                    ),
                  ]),
                  guarded('view:organization', 'organizations', [
                    page(paths.organizations.own, () =>
                      import('./routes/organizations/own-organization').then((m) => ({
                        Component: m.OwnOrganizationRoute,
                      })),
                    ),
                    page(paths.organizations.edit, () =>
                      import('./routes/organizations/edit-organization').then((m) => ({
                        Component: m.EditOrganizationRoute,
                      })),
                    ),
                    page(paths.organizations.one(), () =>
                      import('./routes/organizations/member').then((m) => ({ Component: m.MemberRoute })),
                    ),
                    page(
                      paths.organizations.users,
                      () => import('./routes/organizations/users').then((m) => ({ Component: m.UsersRoute })),
                      'members',
                    ),
                  ]),
                  guarded('view:email', 'email', [
                    { path: paths.email.root, element: <Navigate to={paths.email.inbox} replace /> },
                    page(
                      paths.email.inbox,
                      () => import('./routes/email/mailbox').then((m) => ({ Component: m.InboxRoute })),
                      'mail',
                    ),
                    page(
                      paths.email.sent,
                      () => import('./routes/email/mailbox').then((m) => ({ Component: m.SentRoute })),
                      'mail',
                    ),
                    page(
                      paths.email.detail(),
                      () =>
                        import('./routes/email/mail-detail').then((m) => ({ Component: m.MailDetailRoute })),
                      'mail',
                    ),
                    page(
                      paths.email.create(),
                      () => import('./routes/email/compose').then((m) => ({ Component: m.ComposeRoute })),
                      'mail',
                    ),
                  ]),
                  guarded('view:routeOffers', 'route-offers', [
                    page(
                      paths.routeOffers,
                      () =>
                        import('./routes/route-offers/route-offers').then((m) => ({
                          Component: m.RouteOffersRoute,
                        })),
                      'routeOffers',
                    ),
                  ]),
                  guarded('view:activities', 'activities', [
                    page(
                      paths.activities,
                      () =>
                        import('./routes/activities/activities').then((m) => ({
                          Component: m.ActivitiesRoute,
                        })),
                      'activities',
                    ),
                  ]),
                  guarded('view:inquirySteps', 'inquiry-details', [
                    page(paths.inquiries.steps(), () =>
                      import('./routes/inquiries/inquiry-steps').then((m) => ({
                        Component: m.InquiryStepsRoute,
                      })),
                    ),
                  ]),
                  guarded('view:bids', 'bids', [
                    page(
                      paths.bids.logistic,
                      () => import('./routes/bids/bids').then((m) => ({ Component: m.BidsRoute })),
                      'adminBids',
                    ),
                  ]),
                  guarded('view:invoice', 'billing', [
                    page(
                      paths.money.invoice(),
                      () => import('./routes/billing/invoice').then((m) => ({ Component: m.InvoiceRoute })),
                      'billing',
                    ),
                  ]),
                  guarded('view:bidsSummary', 'bids-summary', [
                    page(paths.bids.summary, () =>
                      import('./routes/bids/bids-summary').then((m) => ({ Component: m.BidsSummaryRoute })),
                    ),
                  ]),
                  guarded('view:lanes', 'lanes', [
                    page(
                      paths.bids.importerRoutes,
                      () =>
                        import('./routes/route-offers/importer-routes').then((m) => ({
                          Component: m.ImporterRoutesRoute,
                        })),
                      'routeLanes',
                    ),
                  ]),
                  guarded('view:inquiryBids', 'bids', [
                    page(paths.inquiries.bids, () =>
                      import('./routes/bids/inquiries-bids').then((m) => ({
                        Component: m.InquiriesBidsRoute,
                      })),
                    ),
                    withQueries(
                      page(paths.bids.allBids(), () =>
                        import('./routes/bids/all-bids').then((m) => ({ Component: m.AllBidsRoute })),
                      ),
                      allBidsQueries,
                    ),
                  ]),
                  guarded('view:inquiries', 'inquiries', [
                    withQueries(
                      page(paths.inquiries.list, () =>
                        import('./routes/inquiries/importer-inquiries').then((m) => ({
                          Component: m.ImporterInquiriesRoute,
                        })),
                      ),
                      inquiryListQueries('own'),
                    ),
                    page(paths.inquiries.create, () =>
                      import('./routes/inquiries/create-inquiry').then((m) => ({
                        Component: m.CreateInquiryRoute,
                      })),
                    ),
                    page(paths.inquiries.preview(), () =>
                      import('./routes/inquiries/preview-inquiry').then((m) => ({
                        Component: m.PreviewInquiryRoute,
                      })),
                    ),
                    page(paths.inquiries.details(), () =>
                      import('./routes/inquiries/inquiry-details').then((m) => ({
                        Component: m.InquiryDetailsRoute,
                      })),
                    ),
                    page(paths.inquiries.loadDetails(), () =>
                      import('./routes/inquiries/load-details').then((m) => ({
                        Component: m.LoadDetailsRoute,
                      })),
                    ),
                  ]),
                  guarded('view:billing', 'billing', [
                    withQueries(
                      page(
                        paths.money.billing,
                        () => import('./routes/billing/billing').then((m) => ({ Component: m.BillingRoute })),
                        'billing',
                      ),
                      billingQueries,
                    ),
                  ]),
                  guarded('view:carrierProfile', 'carrier-profile', [
                    page(
                      paths.organizations.details,
                      () =>
                        import('./routes/organizations/organization-details').then((m) => ({
                          Component: m.OrganizationDetailsRoute,
                        })),
                      'carrierProfile',
                    ),
                  ]),
                  guarded('view:carrierInquiries', 'inquiries', [
                    withQueries(
                      page(paths.inquiries.logisticList, () =>
                        import('./routes/inquiries/carrier-inquiries').then((m) => ({
                          Component: m.CarrierInquiriesRoute,
                        })),
                      ),
                      inquiryListQueries('open'),
                    ),
                    page(paths.inquiries.logisticDetails(), () =>
                      import('./routes/inquiries/carrier-inquiry-details').then((m) => ({
                        Component: m.CarrierInquiryDetailsRoute,
                      })),
                    ),
                  ]),
                  guarded('view:organizations', 'organizations', [
                    page(paths.organizations.list, () =>
                      import('./routes/organizations/organizations-list').then((m) => ({
                        Component: m.OrganizationsListRoute,
                      })),
                    ),
                    page(paths.organizations.update(), () =>
                      import('./routes/organizations/update-organization').then((m) => ({
                        Component: m.UpdateOrganizationRoute,
                      })),
                    ),
                  ]),
                  guarded('view:allBilling', 'all-billing', [
                    page(
                      paths.money.allBilling,
                      () =>
                        import('./routes/billing/all-billing').then((m) => ({
                          Component: m.AllBillingRoute,
                        })),
                      'billing',
                    ),
                  ]),
                  guarded('view:promoCodes', 'promo-codes', [
                    page(
                      paths.money.promoCodes,
                      () =>
                        import('./routes/billing/promo-codes').then((m) => ({
                          Component: m.PromoCodesRoute,
                        })),
                      'promoCodes',
                    ),
                  ]),
                  guarded('view:allInquiries', 'inquiries', [
                    withQueries(
                      page(paths.inquiries.all, () =>
                        import('./routes/inquiries/all-inquiries').then((m) => ({
                          Component: m.AllInquiriesRoute,
                        })),
                      ),
                      inquiryListQueries('all'),
                    ),
                    page(paths.inquiries.update(), () =>
                      import('./routes/inquiries/update-inquiry').then((m) => ({
                        Component: m.UpdateInquiryRoute,
                      })),
                    ),
                  ]),
                ],
              },
            ],
          },
        ],
      },
      {
        // Pages anyone may open, signed in or not: a shipment's shared tracking link (issue 18).
        ...screen(() => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout }))),
        children: [
          {
            ...queryLayer,
            children: [
              {
                path: paths.track(),
                // A first visit from a shared link reads in the browser's language (lib/visitor-language.ts).
                loader: visitorLanguage,
                ...screen(() =>
                  import('./routes/tracking/track-shipment').then((m) => ({
                    Component: m.TrackShipmentRoute,
                  })),
                ),
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
