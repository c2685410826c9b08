import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { routes } from './full-table';
import type { ScreenHandle } from './lazy-screen';

// The route table, grouped per area, still opens every path the one-file table had (docs/routes.md
// maps them to the spec), and the landing screens carry their heading.

/** Every path of the table, an index route as '/'. */
function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : route.index ? [paths.home] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

/** Every route of the table with its handle. */
const flat = (table: RouteObject[]): RouteObject[] =>
  table.flatMap((route) => [route, ...flat(route.children ?? [])]);

// The one-file table's paths, as it wrote them.
const PATHS_BEFORE = [
  paths.auth.login,
  paths.auth.register,
  paths.auth.forgotPassword,
  paths.auth.resetPassword,
  paths.auth.changePassword,
  paths.home,
  paths.statistics,
  paths.profile.view,
  paths.profile.edit,
  paths.profile.password,
  paths.profile.notifications,
  paths.organizations.own,
  paths.organizations.edit,
  paths.organizations.one(),
  paths.organizations.users,
  paths.email.root,
  paths.email.inbox,
  paths.email.sent,
  paths.email.detail(),
  paths.email.create(),
  paths.routeOffers,
  paths.activities,
  paths.inquiries.steps(),
  paths.bids.logistic,
  paths.money.invoice(),
  paths.bids.summary,
  paths.bids.importerRoutes,
  paths.inquiries.bids,
  paths.bids.allBids(),
  paths.inquiries.list,
  paths.inquiries.create,
  paths.inquiries.preview(),
  paths.inquiries.details(),
  paths.inquiries.loadDetails(),
  paths.money.billing,
  paths.organizations.details,
  paths.inquiries.logisticList,
  paths.inquiries.logisticDetails(),
  paths.organizations.list,
  paths.organizations.update(),
  paths.money.allBilling,
  paths.money.promoCodes,
  paths.inquiries.all,
  paths.inquiries.update(),
  paths.track(),
  '*',
];

it('builds every path the one-file table had, each once', () => {
  expect(pathsOf(routes).sort()).toEqual([...PATHS_BEFORE].sort());
});

it('gives each landing screen its heading, and a loader that starts its queries', () => {
  const landing = flat(routes)
    .filter((route) => (route.handle as ScreenHandle | undefined)?.heading)
    .map((route) => [
      route.index ? paths.home : route.path,
      (route.handle as ScreenHandle).heading,
      typeof route.loader,
    ]);
  expect(landing).toEqual(
    expect.arrayContaining([
      [paths.home, 'home', 'function'],
      [paths.inquiries.list, 'inquiries', 'function'],
      [paths.inquiries.logisticList, 'carrierInquiries', 'function'],
      [paths.inquiries.all, 'allInquiries', 'function'],
      [paths.bids.allBids(), 'allBids', 'function'],
      [paths.money.billing, 'billing', 'function'],
    ]),
  );
  expect(landing).toHaveLength(6);
});
