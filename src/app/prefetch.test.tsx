import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import type { OrganizationType } from '@/config/enums';
import { sessionQueryClient } from '@/lib/session-query-client';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp, signInAs } from '@tests/utils/render-app';
import { routes } from './route-table/full-table';

// Data alongside code (app/prefetch.ts): the most visited screens' loaders start their
// first queries as soon as the route matches, before any of the screen's code has run, with the
// same options (and so the same keys) as the screen's hooks: one request, never two.

/** The loader of the deepest route matching `url`, called as React Router would call it. */
function runLoader(url: string) {
  const location = new URL(url, 'http://localhost');
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const match = [...matches].reverse().find((m) => typeof m.route.loader === 'function');
  if (!match || typeof match.route.loader !== 'function') throw new Error(`No loader for ${url}`);
  const args = { request: new Request(location), params: match.params, context: undefined };
  return match.route.loader(args as LoaderFunctionArgs);
}

it.each<[string, OrganizationType, string, string]>([
  ['/', 'IMPORTER', '/api/dashboard', ''],
  ['/inquiries?search=Baku&page=2', 'IMPORTER', '/api/inquiries', 'search=Baku'],
  ['/inquiry', 'LOGISTIC', '/api/bids/inquiries', ''],
  ['/all-inquiries', 'ADMIN', '/api/inquiries', ''],
  ['/billing', 'LOGISTIC', '/api/billing/summary', ''],
])('%s (%s): the loader asks for %s at once, without the screen', async (url, role, path, inSearch) => {
  signInAs(role);
  const requests = recordRequests();
  // The loader answers at once: navigation never waits on the data.
  expect(await runLoader(url)).toBeNull();
  await waitFor(() => expect(requests.map((r) => r.path)).toContain(path));
  requests.stop();
  expect(requests.find((r) => r.path === path)?.search).toContain(inSearch);
});

it('all bids: page n of the URL goes out as n − 1, the status uppercased, with the heading beside it', async () => {
  signInAs('IMPORTER');
  const requests = recordRequests();
  await runLoader('/all-bids/102?page=2&status=approved');
  await waitFor(() =>
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/bids/bids/102', '/api/inquiries/102']),
    ),
  );
  requests.stop();
  const params = new URLSearchParams(requests.find((r) => r.path === '/api/bids/bids/102')?.search);
  expect(params.get('page')).toBe('1');
  expect(params.get('status')).toBe('APPROVED');
});

it.each<[string, OrganizationType | null]>([
  ['/inquiries', null],
  ['/billing', null],
  ['/inquiries', 'LOGISTIC'],
  ['/billing', 'IMPORTER'],
  ['/all-inquiries', 'IMPORTER'],
  ['/all-bids/102', 'LOGISTIC'],
])('%s asks for nothing for %s: the guard turns them away', async (url, role) => {
  if (role) signInAs(role);
  const requests = recordRequests();
  expect(await runLoader(url)).toBeNull();
  // A prefetch's request goes out once the screen's query code has arrived.
  await vi.dynamicImportSettled();
  requests.stop();
  expect(requests.map((r) => r.path)).toEqual([]);
});

it('the screen finds the prefetched query: one request for its list, and the list shows', async () => {
  const requests = recordRequests();
  renderApp({ url: '/all-bids/102?status=all', role: 'IMPORTER' });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(requests.filter((r) => r.path === '/api/bids/bids/102')).toHaveLength(1));
  // The screen shows the prefetched rows and has no code left to load that could ask again.
  expect(await screen.findAllByTestId('bid-row')).not.toHaveLength(0);
  await act(() => vi.dynamicImportSettled());
  requests.stop();
  expect(requests.filter((r) => r.path === '/api/bids/bids/102')).toHaveLength(1);
  expect(requests.filter((r) => r.path === '/api/inquiries/102')).toHaveLength(1);
});

it('the prefetch lands in the session client the screens read', async () => {
  signInAs('LOGISTIC');
  await runLoader('/billing');
  await waitFor(() =>
    expect(
      sessionQueryClient()
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.status === 'success' }),
    ).toHaveLength(1),
  );
});

it('a loader runs again on arriving at another path, not when the same screen changes its query string', async () => {
  const { onlyOnArrival } = await import('./prefetch');
  const at = (url: string) => new URL(url, 'http://localhost');
  const args = (from: string, to: string) =>
    ({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate: true }) as Parameters<
      typeof onlyOnArrival
    >[0];
  expect(onlyOnArrival(args('/inquiries', '/inquiries?page=2'))).toBe(false);
  expect(onlyOnArrival(args('/inquiries?tab=active', '/inquiries?tab=draft'))).toBe(false);
  expect(onlyOnArrival(args('/inquiries', '/all-bids/102'))).toBe(true);
  expect(onlyOnArrival(args('/all-bids/101', '/all-bids/102'))).toBe(true);
});
