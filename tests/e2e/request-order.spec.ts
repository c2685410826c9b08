import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { E2E_DIST } from '@tests/e2e-ports';
import { expect, test } from './fixtures';
import { signInQuickly } from './faults';
import { networkIdle, watchNetwork, type Role } from './support';

// A signed-in landing route's data within one round: its first /api request leaves while the HTML
// is parsed, from index.html's own inline script (build/early-requests.js), before any of the app's
// code has arrived, let alone run. The app then takes that answer instead of asking again
// (lib/early-answers.ts).
//
// Proved without timing: every script file is held back, the entry included, and the route's
// requests must still leave. Let go, the screen shows the data, and each of those requests was made
// once: the app used the early answer, and asked for nothing else at the same address.

/**
 * The scripts index.html names: the entry and what it preloads, and the signed-in screens' table,
 * shell and words its inline script asks for beside them on a signed-in page (read from the build).
 */
function scriptsNamedInIndexHtml() {
  const html = readFileSync(join(E2E_DIST, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((match) =>
    match[1]!.split('/').pop()!,
  );
  expect(named.length, 'index.html names its entry').toBeGreaterThan(0);
  const json = /<script type="application\/json" id="first-requests">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'index.html carries the first-request table').toBeDefined();
  const table = JSON.parse(json!) as { signedInCode: string[]; signedInWords: Record<string, string> };
  expect(table.signedInCode.length, 'index.html names the signed-in table and shell').toBe(2);
  const early = [...table.signedInCode, ...Object.values(table.signedInWords)];
  return new Set([...named, ...early.map((file) => file.split('/').pop()!)]);
}

/**
 * Holds back every script `passes` does not let through, until `release`; `heldNames` are the files
 * held so far. Once released, scripts come as usual.
 */
async function holdScripts(page: Page, passes: (file: string) => boolean) {
  const held: Route[] = [];
  const heldNames: string[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    const file = route.request().url().split('/').pop() ?? '';
    if (!holding || passes(file)) return route.continue();
    heldNames.push(file);
    held.push(route);
  });
  return {
    heldNames,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Every /api request the page makes, by path (without its query string). */
function apiRequestsOf(page: Page) {
  const byPath = new Map<string, string[]>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    byPath.set(url.pathname, [...(byPath.get(url.pathname) ?? []), `${request.method()} ${url.search}`]);
  });
  return byPath;
}

type Landing = { path: string; role: Role; api: string[]; shows: (page: Page) => Locator };

const figure = (page: Page) => page.getByTestId('figure').first();
const inquiryRow = (page: Page) => page.getByTestId('inquiry-row').first();

const LANDINGS: Landing[] = [
  { path: '/', role: 'IMPORTER', api: ['/api/dashboard'], shows: figure },
  { path: '/', role: 'LOGISTIC', api: ['/api/dashboard'], shows: figure },
  { path: '/', role: 'ADMIN', api: ['/api/dashboard'], shows: figure },
  { path: '/inquiries', role: 'IMPORTER', api: ['/api/inquiries'], shows: inquiryRow },
  {
    path: '/all-bids/102',
    role: 'IMPORTER',
    api: ['/api/bids/bids/102', '/api/inquiries/102'],
    shows: (page) => page.getByTestId('bid-row').first(),
  },
  { path: '/inquiry', role: 'LOGISTIC', api: ['/api/bids/inquiries'], shows: inquiryRow },
  {
    path: '/billing',
    role: 'LOGISTIC',
    api: ['/api/billing/summary'],
    shows: (page) => page.getByTestId('balance-card').first(),
  },
  { path: '/all-inquiries', role: 'ADMIN', api: ['/api/inquiries'], shows: inquiryRow },
];

/** Signs in; returns the scripts index.html names (the entry and its preloads). */
async function signInKnowingEntry(context: BrowserContext, baseURL: string, role: Role) {
  await signInQuickly(context, baseURL, role);
  return scriptsNamedInIndexHtml();
}

for (const { path, role, api, shows } of LANDINGS) {
  test(`${path} (${role}): its data leaves before any script has come, and is asked for once`, async ({
    page,
    context,
    baseURL,
  }) => {
    const entry = await signInKnowingEntry(context, baseURL!, role);
    const requests = apiRequestsOf(page);
    watchNetwork(page);
    const scripts = await holdScripts(page, () => false);
    const left = api.map((apiPath) =>
      page.waitForRequest((request) => new URL(request.url()).pathname === apiPath, { timeout: 15_000 }),
    );
    // Not to the load event: the page's scripts, held, keep it from coming.
    await page.goto(path, { waitUntil: 'commit' });
    await Promise.all(left);
    // The entry was indeed asked for, and held: the requests did not wait for it.
    expect(
      scripts.heldNames.filter((file) => entry.has(file)),
      'the entry and its preloads were held',
    ).not.toEqual([]);
    await scripts.release();

    // Let go, the screen shows the data that came early; each request was made once.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shows(page)).toBeVisible();
    await networkIdle(page);
    for (const apiPath of api) {
      expect(requests.get(apiPath), `${apiPath}: asked for once, early`).toHaveLength(1);
    }
  });
}

// A screen's translations leave with its code, not after it: the route table asks for the area's
// translation file as it asks for the screen's code (lib/preload-words.ts). Proved by holding
// every script index.html does not name, the screen's code included: the file must still be asked
// for. Without the warm-up it is asked for only once the screen has rendered, which its held code
// never does.

const WORDS: { path: string; role: Role; words: RegExp }[] = [
  { path: '/inquiries', role: 'IMPORTER', words: /\/assets\/locale-az-inquiries-[\w-]+\.js$/ },
  { path: '/all-bids/102', role: 'IMPORTER', words: /\/assets\/locale-az-bids-[\w-]+\.js$/ },
  { path: '/billing', role: 'LOGISTIC', words: /\/assets\/locale-az-billing-[\w-]+\.js$/ },
];

for (const { path, role, words } of WORDS) {
  test(`${path} (${role}): its words are asked for with its code, before the code has come`, async ({
    page,
    context,
    baseURL,
  }) => {
    const entry = await signInKnowingEntry(context, baseURL!, role);
    const scripts = await holdScripts(page, (file) => entry.has(file) || file.startsWith('locale-core-'));
    const asked = page.waitForRequest(words, { timeout: 15_000 });
    await page.goto(path);
    await asked;
    expect(scripts.heldNames.length, 'the screen asked for code of its own').toBeGreaterThan(0);
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
