import { render, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import {
  createMemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import { signInAs } from '@tests/utils/render-app';
import { navItemsFor } from '../layouts/nav-items';
import { routes } from '../route-table/full-table';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';
import { RequirePermission } from './require-permission';

// Who enters which screen, through the real route table and its guards, and
// the menu each role gets. The screens are stubbed: what is tested is the guards, not the pages.

const I = 'IMPORTER';
const L = 'LOGISTIC';
const A = 'ADMIN';

/** Every guarded path of the route table, at a concrete URL, and the roles that may open it. */
const ROUTE_ACCESS: Record<string, readonly OrganizationType[]> = {
  [paths.home]: [I, L, A],
  [paths.profile.view]: [I, L, A],
  [paths.profile.edit]: [I, L, A],
  [paths.profile.password]: [I, L, A],
  [paths.profile.notifications]: [I, L],
  [paths.statistics]: [I, L, A],
  [paths.organizations.own]: [I, L],
  [paths.organizations.edit]: [I, L],
  [paths.organizations.one(7)]: [I, L],
  [paths.organizations.users]: [I, L],
  [paths.email.root]: [I, L],
  [paths.email.inbox]: [I, L],
  [paths.email.sent]: [I, L],
  [paths.email.detail(7)]: [I, L],
  [paths.email.create(7)]: [I, L],
  [paths.routeOffers]: [I, L],
  [paths.activities]: [I, L],
  [paths.inquiries.steps(7)]: [I, L],
  [paths.bids.logistic]: [L, A],
  [paths.money.invoice(7)]: [L, A],
  [paths.bids.summary]: [I, A],
  [paths.bids.importerRoutes]: [I],
  [paths.inquiries.bids]: [I],
  [paths.bids.allBids(7)]: [I],
  [paths.inquiries.list]: [I],
  [paths.inquiries.create]: [I],
  [paths.inquiries.preview(7)]: [I],
  [paths.inquiries.details(7)]: [I],
  [paths.inquiries.loadDetails(7)]: [I],
  [paths.money.billing]: [L],
  [paths.organizations.details]: [L],
  [paths.inquiries.logisticList]: [L],
  [paths.inquiries.logisticDetails(7)]: [L],
  [paths.organizations.list]: [A],
  [paths.organizations.update(7)]: [A],
  [paths.money.allBilling]: [A],
  [paths.money.promoCodes]: [A],
  [paths.inquiries.all]: [A],
  [paths.inquiries.update(7)]: [A],
};

/** The sidebar of each role, in its order. */
const MENU: Record<OrganizationType, readonly string[]> = {
  IMPORTER: [
    paths.home,
    paths.inquiries.list,
    paths.inquiries.bids,
    paths.bids.summary,
    paths.organizations.own,
    paths.email.inbox,
    paths.bids.importerRoutes,
    paths.routeOffers,
    paths.statistics,
    paths.activities,
    paths.profile.view,
  ],
  LOGISTIC: [
    paths.home,
    paths.inquiries.logisticList,
    paths.bids.logistic,
    paths.organizations.own,
    paths.organizations.details,
    paths.email.inbox,
    paths.routeOffers,
    paths.money.billing,
    paths.statistics,
    paths.activities,
    paths.profile.view,
  ],
  ADMIN: [
    paths.home,
    paths.inquiries.all,
    paths.bids.logistic,
    paths.bids.summary,
    paths.organizations.list,
    paths.money.allBilling,
    paths.money.promoCodes,
    paths.statistics,
    paths.profile.view,
  ],
};

const ROLES = [I, L, A] as const;

function Screen() {
  return <p data-testid="screen">{useLocation().pathname}</p>;
}

const GUARDS: unknown[] = [GuestOnly, RequireAuth, RequirePermission, Navigate];
const isGuard = (element: unknown): element is ReactElement =>
  isValidElement(element) && GUARDS.includes(element.type);

/** The route table with its guards kept and every screen and layout a stub. */
function stubbed(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { lazy, element, Component, children, ...rest } = route;
    const screen = isGuard(element) ? { element } : { Component: children ? Outlet : Screen };
    return {
      ...rest,
      ...(lazy || element || Component ? screen : {}),
      ...(children ? { children: stubbed(children) } : {}),
    } as RouteObject;
  });
}

/** The paths under each RequirePermission of the table, as the route table writes them. */
function guardedPaths(table: RouteObject[], guarded = false): string[] {
  return table.flatMap((route) => {
    const inside = guarded || (isValidElement(route.element) && route.element.type === RequirePermission);
    const own = inside && (route.path ?? (route.index ? paths.home : undefined));
    return [...(own ? [own] : []), ...guardedPaths(route.children ?? [], inside)];
  });
}

/** Where a visit to `url` ends, for the session now started. */
async function landing(url: string) {
  const router = createMemoryRouter(stubbed(routes), { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(view.getByTestId('screen')).toHaveTextContent(router.state.location.pathname));
  const at = router.state.location.pathname;
  view.unmount();
  return at;
}

const urls = Object.keys(ROUTE_ACCESS);
/** Let in: the screen itself ('/email' opens its inbox); kept out: home. */
const expectedLanding = (url: string, allowed: boolean) =>
  !allowed ? paths.home : url === paths.email.root ? paths.email.inbox : url;

describe('access by role, through the route table', () => {
  it('has a row for every guarded route of the table', () => {
    const concrete = (path: string) => path.replace(':id', '7');
    expect(guardedPaths(routes).map(concrete).sort()).toEqual([...urls].sort());
  });

  it.each(ROLES)(
    'lets %s into exactly the screens of its rows, and sends it home from the rest',
    async (role) => {
      signInAs(role);
      const landed: Record<string, string> = {};
      for (const url of urls) landed[url] = await landing(url);
      expect(landed).toEqual(
        Object.fromEntries(
          urls.map((url) => [url, expectedLanding(url, ROUTE_ACCESS[url]?.includes(role) ?? false)]),
        ),
      );
    },
  );

  it('sends a visitor to the sign-in page from every guarded route', async () => {
    for (const url of urls) expect(await landing(url), url).toBe(paths.auth.login);
  });
});

describe('the menu', () => {
  it.each(ROLES)('of %s lists its areas, each one a screen it may open', (role) => {
    const menu = navItemsFor({ organizationType: role }).map((item) => item.to);
    expect(menu).toEqual(MENU[role]);
    for (const to of menu) expect(ROUTE_ACCESS[to], to).toContain(role);
  });

  it('is empty for no user', () => {
    expect(navItemsFor(null)).toEqual([]);
  });
});
