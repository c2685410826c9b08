import { screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@tests/utils/render-app';
import { loginPathWithRedirect } from './guards/redirect';
import { routes } from './route-table/full-table';

// Guards who lands where: every route of the route table,
// at a seeded id, opened by a visitor and by each role through the whole app (real session, guards,
// screens). One row per path; widening an area to another role, or closing it to one, fails a row.
// A row the route table gains without a line here fails 'has a row for every route'.

type Who = 'VISITOR' | OrganizationType;

/**
 * OPEN: the path itself, with its screen's h1 (not an error). HOME: sent to / (a wrong role, or a
 * signed-in user on a visitor page). LOGIN: sent to /login?redirect=<path>. NOT_FOUND: the path itself,
 * showing the not-found page. Any other string: the exact place it lands.
 */
const OPEN = 'OPEN';
const HOME = 'HOME';
const LOGIN = 'LOGIN';
const NOT_FOUND = 'NOT_FOUND';
type Landing = typeof OPEN | typeof HOME | typeof LOGIN | typeof NOT_FOUND | `/${string}`;

type Row = { path: string } & Record<Who, Landing> & {
    /** A role that opens its own record at another id (the member page shows any id). */
    own?: Partial<Record<OrganizationType, string>>;
  };

const ACCESS: Row[] = [
  // Visitor pages (GuestOnly): a signed-in user goes home.
  { path: paths.auth.login, VISITOR: OPEN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.auth.register, VISITOR: OPEN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.auth.forgotPassword, VISITOR: OPEN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.auth.resetPassword, VISITOR: OPEN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: HOME },
  // Signed in: only a temporary password keeps a user here; the demo accounts have none, so the
  // screen itself sends them home.
  { path: paths.auth.changePassword, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: HOME },

  // Every role. A visitor at / goes to /login without a return address.
  { path: paths.home, VISITOR: '/login', IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: OPEN },
  { path: paths.profile.view, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: OPEN },
  { path: paths.profile.edit, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: OPEN },
  { path: paths.profile.password, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: OPEN },
  { path: paths.profile.notifications, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.statistics, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: OPEN },

  // Importers and carriers: their own organisation, its mail, activities, route offers, shipment steps.
  { path: paths.organizations.own, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.organizations.edit, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  {
    path: paths.organizations.one(2),
    own: { LOGISTIC: paths.organizations.one(4) },
    VISITOR: LOGIN,
    IMPORTER: OPEN,
    LOGISTIC: OPEN,
    ADMIN: HOME,
  },
  { path: paths.organizations.users, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  // The empty email path opens the inbox.
  {
    path: paths.email.root,
    VISITOR: LOGIN,
    IMPORTER: paths.email.inbox,
    LOGISTIC: paths.email.inbox,
    ADMIN: HOME,
  },
  { path: paths.email.inbox, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.email.sent, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  // Mail 2: the importer's answer, in its sent box and in the carrier's inbox.
  { path: paths.email.detail(2), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.email.create('new'), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.email.create(2), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.activities, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.routeOffers, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.inquiries.steps(103), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: HOME },

  // Carriers and admins: /bids is the carrier's own bids and the admin's every bid (the spec names
  // 'logistic bids' carriers only and 'bids' admin only, on one path); an invoice.
  { path: paths.bids.logistic, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: OPEN, ADMIN: OPEN },
  { path: paths.money.invoice(7001), VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: OPEN, ADMIN: OPEN },

  // Importers and admins: the bids report.
  { path: paths.bids.summary, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: OPEN },

  // Importers only.
  { path: paths.inquiries.list, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.inquiries.create, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.inquiries.preview(113), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.inquiries.details(102), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  // The spec's 'inquiry steps and step details' are for importers and carriers; the app keeps load
  // details to importers.
  { path: paths.inquiries.loadDetails(102), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.inquiries.bids, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.bids.allBids(102), VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },
  { path: paths.bids.importerRoutes, VISITOR: LOGIN, IMPORTER: OPEN, LOGISTIC: HOME, ADMIN: HOME },

  // Carriers only.
  { path: paths.inquiries.logisticList, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: OPEN, ADMIN: HOME },
  {
    path: paths.inquiries.logisticDetails(102),
    VISITOR: LOGIN,
    IMPORTER: HOME,
    LOGISTIC: OPEN,
    ADMIN: HOME,
  },
  { path: paths.organizations.details, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: OPEN, ADMIN: HOME },
  { path: paths.money.billing, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: OPEN, ADMIN: HOME },

  // Admins only.
  { path: paths.inquiries.all, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: OPEN },
  { path: paths.inquiries.update(102), VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: OPEN },
  { path: paths.organizations.list, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: OPEN },
  { path: paths.organizations.update(4), VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: OPEN },
  { path: paths.money.allBilling, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: OPEN },
  { path: paths.money.promoCodes, VISITOR: LOGIN, IMPORTER: HOME, LOGISTIC: HOME, ADMIN: OPEN },

  // Anyone, signed in or not: a shared tracking link. This token is unknown, so the page
  // says the link is not valid, in its own h1.
  { path: paths.track('no-such-token'), VISITOR: OPEN, IMPORTER: OPEN, LOGISTIC: OPEN, ADMIN: OPEN },
  // Any other path: the not-found page, for everyone.
  {
    path: '/no-such-page',
    VISITOR: NOT_FOUND,
    IMPORTER: NOT_FOUND,
    LOGISTIC: NOT_FOUND,
    ADMIN: NOT_FOUND,
  },
];

const WHO: readonly Who[] = ['VISITOR', 'IMPORTER', 'LOGISTIC', 'ADMIN'];

const urlFor = (row: Row, who: Who) => (who === 'VISITOR' ? undefined : row.own?.[who]) ?? row.path;

/** Where a visit to `url` must end, as pathname + search. */
function expectedUrl(url: string, landing: Landing) {
  if (landing === OPEN || landing === NOT_FOUND) return url;
  if (landing === HOME) return paths.home;
  if (landing === LOGIN) return loginPathWithRedirect(url);
  return landing;
}

/** The h1s of the error screens: an allowed screen must show none of them. */
const errorHeadings = () => [
  i18n.t('notFound.title'),
  i18n.t('errors:screen.title'),
  i18n.t('errorPage.title'),
  i18n.t('ui:unavailable.title'),
];

/** The route table's leaf paths (an index route is /). */
function leafPaths(table: RouteObject[]): string[] {
  return table.flatMap((route) =>
    route.children
      ? leafPaths(route.children)
      : [route.path ?? (route.index ? paths.home : '(a leaf route without a path)')],
  );
}

/** The route-table path a URL reaches. */
function routePathOf(url: string) {
  const leaf = matchRoutes(routes, url)?.at(-1)?.route;
  return leaf?.path ?? (leaf?.index ? paths.home : undefined);
}

const cases = ACCESS.flatMap((row) => WHO.map((who) => ({ url: urlFor(row, who), who, landing: row[who] })));

describe('access to every route, by role', () => {
  it('has a row for every route of the route table, and one only', () => {
    const reached = ACCESS.map((row) => routePathOf(row.path));
    expect([...new Set(reached)].sort()).toEqual([...new Set(leafPaths(routes))].sort());
    expect(new Set(ACCESS.map((row) => row.path)).size).toBe(ACCESS.length);
    // A role's own record is the same route as the row's.
    for (const row of ACCESS)
      for (const url of Object.values(row.own ?? {})) expect(routePathOf(url)).toBe(routePathOf(row.path));
  });

  it.each(cases)('$url, $who → $landing', async ({ url, who, landing }) => {
    const { router } = renderApp({ url, role: who === 'VISITOR' ? undefined : who });
    // A screen may add its own query (/inquiries/new?step=1): where the path itself is the landing,
    // only the pathname is compared.
    const stays = landing === OPEN || landing === NOT_FOUND;
    const here = () =>
      stays
        ? router.state.location.pathname
        : `${router.state.location.pathname}${router.state.location.search}`;
    const expected = expectedUrl(url, landing);

    // One check, retried until the app has settled: lazy screens and redirects come in steps.
    await waitFor(() => {
      expect(here()).toBe(expected);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      if (landing === NOT_FOUND) expect(headings[0]).toHaveTextContent(i18n.t('notFound.title'));
      else expect(errorHeadings()).not.toContain(headings[0]?.textContent);
    });
    expect(here()).toBe(expected);
  });
});
