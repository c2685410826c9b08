import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInQuickly } from './faults';
import type { Role } from './support';

// Issue 17 (Must show 3): a route's data leaves alongside its code. On a first visit, the route's
// own /api request waits on two rounds of scripts at most: the entry (with what index.html preloads
// beside it: the bundler's runtime, the default language's core words), then the app chunk the
// route table asks for. Its loader starts the request from there (app/prefetch.ts).
//
// Proved without timing: every other script (the screen's area, the libraries it shows, its
// translations) is held back until the data request has left. Without the prefetch the screen,
// whose code is held, could never ask, and the request would not come at all.

/** Scripts of the first two rounds: the entry's own and the app chunk. */
const FIRST_TWO_ROUNDS = /\/assets\/(index|rolldown-runtime|locale-core-(az|en)|app)-[\w-]+\.js$/;

const ROUTES: { path: string; role: Role; api: RegExp }[] = [
  { path: '/all-bids/102?status=approved', role: 'IMPORTER', api: /\/api\/bids\/bids\/102\?/ },
  { path: '/inquiry', role: 'LOGISTIC', api: /\/api\/bids\/inquiries\?/ },
  { path: '/all-inquiries', role: 'ADMIN', api: /\/api\/inquiries\?/ },
];

/**
 * Holds back every script but those `passes` lets through, until `release`; `heldNames` are the
 * files held so far. Once released, scripts come as usual.
 */
async function holdScripts(page: Page, passes: RegExp) {
  const held: Route[] = [];
  const heldNames: string[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (!holding || passes.test(url)) return route.continue();
    heldNames.push(url.split('/').pop() ?? url);
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

for (const { path, role, api } of ROUTES) {
  test(`${path} (${role}): its data leaves with the app chunk, before the screen's code`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInQuickly(context, baseURL!, role);
    const scripts = await holdScripts(page, FIRST_TWO_ROUNDS);
    const data = page.waitForRequest(api, { timeout: 15_000 });
    await page.goto(path);
    await data;
    // The screen's own code was indeed asked for, and held: the request did not wait on it.
    expect(scripts.heldNames.length, 'the screen asked for code of its own').toBeGreaterThan(0);
    await scripts.release();
    // Let go, the screen comes as usual.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

// Issue 17 (Must show 3), the words: a screen's translations leave with its code, not after it. The
// route table asks for the area's translation file as it asks for the screen's code (lib/i18n.ts
// `preloadWords`). Proved the same way: every script past the entry's round is held, the screen's
// code included, and the file must still be asked for. Without the warm-up it is asked for only
// once the screen has rendered, which its held code never does.

/** The entry's round: the entry, the bundler's runtime and the core words (az preloaded, en the fallback). */
const ENTRY_ROUND = /\/assets\/(index|rolldown-runtime|locale-core-(az|en))-[\w-]+\.js$/;

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
    await signInQuickly(context, baseURL!, role);
    const scripts = await holdScripts(page, ENTRY_ROUND);
    const asked = page.waitForRequest(words, { timeout: 15_000 });
    await page.goto(path);
    await asked;
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
