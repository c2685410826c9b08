import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrganizationType } from '@/config/enums';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { EARLY_REQUESTS_GLOBAL, type EarlyRequests } from '@/lib/early-answers';
import { sessionQueryClient } from '@/lib/session-query-client';
import { server } from '@/mocks/node';
import { firstRequestTable, type FirstRequestTable } from '../../build/first-request-table';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp, signInAs } from '@tests/utils/render-app';

// A landing route's first requests leave from index.html (build/early-requests.js) with the table
// the build computes from the app's query functions (build/first-request-table.ts), and the app
// takes their answers (lib/early-answers.ts). The table must be exactly what each screen asks for,
// or its answer would never be taken; and a taken answer means one request, not two.

/** A landing route's path with its parameters given (the demo's inquiry 102 has bids). */
const concrete = (path: string) => path.replace(':id', '102');

const earlyRequests = () =>
  (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  document.getElementById('first-requests')?.remove();
  earlyCode().forEach((link) => link.remove());
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  window.history.replaceState(null, '', '/');
});

// The files the build adds to the table (build/first-request-plugin.ts), as it names them.
const signedInFiles = {
  signedInCode: ['/assets/signed-in-table-a.js', '/assets/signed-in-shell-b.js'],
  signedInWords: {
    az: '/assets/locale-az-signed-in-c.js',
    en: '/assets/locale-en-signed-in-d.js',
    ru: '/assets/locale-ru-signed-in-e.js',
  },
};
const table = { ...(await firstRequestTable()), ...signedInFiles };

const earlyCode = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

const cases = table.routes.flatMap((route) =>
  route.roles.map((role) => [concrete(route.path), role as OrganizationType, route.requests] as const),
);

it('covers every signed-in landing route, for the roles that land there', () => {
  expect(cases.map(([path, role]) => `${path} ${role}`)).toEqual([
    '/ IMPORTER',
    '/ LOGISTIC',
    '/ ADMIN',
    '/inquiries IMPORTER',
    '/inquiry LOGISTIC',
    '/all-inquiries ADMIN',
    '/all-bids/102 IMPORTER',
    '/billing LOGISTIC',
  ]);
});

it.each(cases)('%s (%s): the table holds what the screen asks for first', async (path, role, requests) => {
  const sent = recordRequests();
  renderApp({ url: path, role });
  for (const request of requests.map(concrete)) {
    const [method, url] = request.split(' ') as [string, string];
    const apiPath = url.split('?')[0];
    await waitFor(() => expect(sent.some((r) => r.path === apiPath)).toBe(true));
    const first = sent.find((r) => r.path === apiPath)!;
    expect(`${first.method} ${first.path}${first.search}`).toBe(`${method} ${url}`);
  }
  await screen.findByRole('heading', { level: 1 });
  sent.stop();
});

/** Runs index.html's script at `path`, as the page would while it is parsed, with `forTable`. */
function runEarlyScript(path: string, forTable: FirstRequestTable & typeof signedInFiles = table) {
  window.history.replaceState(null, '', path);
  const source = document.createElement('script');
  source.type = 'application/json';
  source.id = 'first-requests';
  source.textContent = JSON.stringify(forTable);
  document.head.append(source);
  // The page's fetch resolves a path against the page; Node's needs the whole URL.
  const pageFetch = (url: string, init: RequestInit) => fetch(new URL(url, window.location.href), init);
  const script = runInThisContext(`(fetch) => {${readFileSync('build/early-requests.js', 'utf8')}}`) as (
    fetch: typeof pageFetch,
  ) => void;
  script(pageFetch);
}

const listRequests = (sent: ReturnType<typeof recordRequests>) =>
  sent.filter((r) => r.method === 'GET' && r.path === '/api/inquiries');

it('the app takes the early answer: one request for the list, and the list shows', async () => {
  signInAs('IMPORTER');
  const sent = recordRequests();
  runEarlyScript('/inquiries');
  expect(Object.keys(earlyRequests()?.answers ?? {})).toEqual([table.routes[1]!.requests[0]]);
  renderApp({ url: '/inquiries' });
  expect((await screen.findAllByTestId('inquiry-row')).length).toBeGreaterThan(0);
  // Nothing left to ask: a second request for the list would be in flight now.
  await waitFor(() => expect(sessionQueryClient().isFetching()).toBe(0));
  sent.stop();
  expect(listRequests(sent)).toHaveLength(1);
  // Sent as the app sends it: the session's bearer and the chosen language.
  expect(listRequests(sent)[0]!.headers.get('Authorization')).toMatch(/^Bearer \S+/);
  expect(listRequests(sent)[0]!.headers.get('Accept-Language')).toBe('az');
  expect(earlyRequests()?.answers).toEqual({});
});

it('an early answer asked with another token is not taken: the app asks itself', async () => {
  signInAs('IMPORTER');
  const sent = recordRequests();
  runEarlyScript('/inquiries');
  // The session moved on (a refresh, another sign-in) after the early request left.
  earlyRequests()!.token = 'the token of a session that is over';
  renderApp({ url: '/inquiries' });
  expect((await screen.findAllByTestId('inquiry-row')).length).toBeGreaterThan(0);
  sent.stop();
  expect(listRequests(sent)).toHaveLength(2);
  expect(earlyRequests()?.answers).toEqual({});
});

it('a refused early request is asked again the usual way, and the list shows', async () => {
  signInAs('IMPORTER');
  server.use(
    http.get('*/api/inquiries', () => HttpResponse.json({ message: 'busy' }, { status: 503 }), {
      once: true,
    }),
  );
  const sent = recordRequests();
  runEarlyScript('/inquiries');
  renderApp({ url: '/inquiries' });
  expect((await screen.findAllByTestId('inquiry-row')).length).toBeGreaterThan(0);
  sent.stop();
  expect(listRequests(sent)).toHaveLength(2);
});

it.each([
  ['a query string (a state the user chose)', '/inquiries?page=2', 'IMPORTER'],
  ['a role the route is not for', '/inquiries', 'LOGISTIC'],
  ['a path that is no landing route', '/inquiries/new', 'IMPORTER'],
] as const)('nothing leaves early for %s', (_, path, role) => {
  signInAs(role);
  runEarlyScript(path);
  expect(earlyRequests()).toBeUndefined();
});

it('nothing leaves early without a session', () => {
  runEarlyScript('/inquiries');
  expect(earlyRequests()).toBeUndefined();
});

it('a signed-in page asks for the table, the shell and its words in the chosen language beside the entry', () => {
  signInAs('LOGISTIC');
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
  // A query string or a path that is no landing route: every signed-in page needs them.
  runEarlyScript('/inquiries/new?step=2');
  expect(earlyCode().map((link) => link.getAttribute('href'))).toEqual([
    '/assets/signed-in-table-a.js',
    '/assets/signed-in-shell-b.js',
    '/assets/locale-ru-signed-in-e.js',
  ]);
  expect(earlyRequests()).toBeUndefined();
});

it('a visitor with no session is asked for no signed-in code', () => {
  runEarlyScript('/login');
  expect(earlyCode()).toEqual([]);
});
