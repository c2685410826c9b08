import axe from 'axe-core';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { test, workerBaseURL } from './fixtures';

// Shared steps of the browser journeys.

export const ACCOUNTS = {
  IMPORTER: { email: 'importer@demo.az', name: 'Leyla Məmmədova' },
  LOGISTIC: { email: 'carrier@demo.az', name: 'Elvin Həsənov' },
  ADMIN: { email: 'admin@demo.az', name: 'Tural İsmayılov' },
} as const;
export const PASSWORD = 'Demo1234!';
export type Role = keyof typeof ACCOUNTS;

/** Other seeded people the journeys need (every seeded account has the demo password). */
export const OTHER_ACCOUNTS = {
  silkWayCarrier: { email: 'aysel@silkwaycargo.az', name: 'Aysel Nəsibova' },
  anadoluCarrier: { email: 'mehmet@anadolunakliyat.com.tr', name: 'Mehmet Yılmaz' },
} as const;

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, who: Role | { email: string; name: string }) {
  const account = typeof who === 'string' ? ACCOUNTS[who] : who;
  await page.goto('/login');
  await page.getByLabel('E-poçt', { exact: true }).fill(account.email);
  await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Xoş gəldiniz, ${account.name}` })).toBeVisible();
}

/**
 * The carrier on an inquiry's page opens the new-bid form from the bar above the details;
 * the form's dialog, to fill.
 */
export async function openBidForm(page: Page) {
  await page
    .getByRole('region', { name: 'Bu sorğuya təklif' })
    .getByRole('button', { name: 'Təklif ver' })
    .click();
  return page.getByRole('dialog', { name: 'Yeni təklif' });
}

/** A desk's window and a phone's: the journeys that run at both. */
export const DESK_AND_PHONE = [1440, 390].map((width) => ({ width, height: 900 }));

/**
 * Defines the journeys in `define` twice, 'at 1440px' and 'at 390px', each with that window; `define`
 * gets the window, for a second person's page of the same size.
 */
export function atDeskAndPhone(define: (viewport: { width: number; height: number }) => void) {
  for (const viewport of DESK_AND_PHONE) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });
      define(viewport);
    });
  }
}

/**
 * A second person in the same test: a page with its own cookies, at this worker's servers, signed in
 * through the form as `who`. `options` sets its window (a phone's width) or its language.
 */
export async function pageAs(
  browser: Browser,
  who: Parameters<typeof signIn>[1],
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL: workerBaseURL(test.info()), ...options });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

type AxeViolation = { id: string; help: string; impact?: string | null; nodes: { target: unknown[] }[] };

/**
 * Fails on any serious or critical accessibility violation axe finds on the page as it stands.
 * axe runs in the page itself: put in once per document (a language switch re-renders in place and
 * keeps it), and asked for violations only. Measured on /inquiries, a check took 1.5–2 s through
 * @axe-core/playwright, which injects axe anew and serialises every passing node each time, and
 * 0.6–0.7 s this way, with the same rules and the same violations. Injected by evaluation, so a
 * Content-Security-Policy that refuses inline scripts (deploy/nginx.conf) does not stop it.
 */
export async function expectAccessible(page: Page) {
  // Colours are judged at rest: a transition under way (a dialog closing, a toast fading in, a button
  // changing colour) once showed axe a half-faded border (ratings at 390px, under CI load).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
      // Label in name (WCAG 2.5.3) is off in axe by default, as experimental: on here, so a control
      // whose name leaves out the words it shows (which a voice command says) fails the walk.
      .run(document, {
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .then((results) => results.violations),
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Moves the app to a path the way a link does: through the router, without a page load. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path` as a user moves between screens: when the app is already on the page, in place
 * through the History API (the router follows the popstate, as it follows the back button), so
 * the entry's scripts are not fetched, parsed and run again; otherwise by loading it. The walks
 * over every screen spend most of their time on loads (a role's layout walk: 34 s loading each
 * screen, 20 s moving in place). `afresh` loads it all the same (what the last screen opened, such as
 * a dialog, goes with it), and so does another tab of the screen on view. Waits until the screen's code and data have come: the caller
 * must have called watchNetwork(page) before the first load.
 */
export async function openScreen(page: Page, path: string, how?: { afresh: boolean }) {
  // Another tab of the same screen keeps its heading, so nothing would show the move was made.
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  const samePath = here !== null && new URL(path, here).pathname === here.pathname;
  const inApp =
    !how?.afresh &&
    !samePath &&
    (await page.evaluate(() => document.getElementById('main') !== null).catch(() => false));
  if (inApp) await moveInApp(page, path);
  else await page.goto(path);
  await networkIdle(page);
}

/** What marks a screen as shown: its heading, or the alert a screen that failed shows instead. */
const SCREEN_MARK = 'main h1, main [role=alert]';

/**
 * navigateInApp, then waits until the new screen has replaced the old one. The router keeps the
 * old screen on view while the new one's code and data load, and the network may look quiet before
 * the new screen's first request: without this wait a walk measured the invoice's table as if it
 * were the promo codes' list (CI, session 12).
 */
async function moveInApp(page: Page, path: string) {
  const before = await page.evaluate((mark) => {
    const shown = document.querySelector(mark);
    if (shown) (shown as Element & { __leaving?: boolean }).__leaving = true;
    return shown?.textContent ?? null;
  }, SCREEN_MARK);
  await navigateInApp(page, path);
  await page.waitForFunction(
    ([mark, text]) => {
      const shown = document.querySelector<Element & { __leaving?: boolean }>(mark);
      // A new element, or the old one (reused by React) with the new screen's words.
      return shown !== null && (!shown.__leaving || shown.textContent !== text);
    },
    [SCREEN_MARK, before] as const,
    { timeout: 15_000 },
  );
}

/** Resets the demo backend's data, so each test starts from the seed. */
export async function resetDemoData(page: Page) {
  const response = await page.request.post('/api/demo/reset');
  expect(response.status()).toBe(204);
}

/** Counts the app's fetch and XHR calls under way, in the page itself, as each starts and ends. */
function countCallsInPage() {
  let inFlight = 0;
  const started = () => void inFlight++;
  const ended = () => void inFlight--;
  Object.defineProperty(window, '__callsInFlight', { get: () => inFlight });
  const fetchOf = window.fetch.bind(window);
  window.fetch = (...args) => {
    started();
    return fetchOf(...args).finally(ended);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
    started();
    this.addEventListener('loadend', ended, { once: true });
    return send.apply(this, args);
  };
}

/**
 * Watches the page's requests from its next load on; the function it returns waits until the page
 * has settled: no call under way, in the page or on the wire, and still none once React has
 * rendered what the last answer brought (two frames), so a request that answer starts is counted.
 */
export function watchNetwork(page: Page) {
  const watching = idleWaits.get(page);
  if (watching) return watching;
  let pending = 0;
  const change = (by: number) => () => {
    pending = Math.max(0, pending + by);
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  const counting = page.addInitScript(countCallsInPage);
  const quietInPage = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const calls = () => (window as unknown as { __callsInFlight: number }).__callsInFlight;
          if (calls() > 0) return resolve(false);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(calls() === 0)));
        }),
    );
  const idle = async () => {
    await counting;
    // A load that raced the script's registration counts from now on; the wire count covers the rest.
    if (!(await page.evaluate(() => '__callsInFlight' in window))) await page.evaluate(countCallsInPage);
    // The page is asked first: the browser reports a request it started before answering.
    await expect
      .poll(async () => (await quietInPage()) && pending === 0, {
        intervals: [50],
        message: 'no request under way',
      })
      .toBe(true);
  };
  idleWaits.set(page, idle);
  return idle;
}

const idleWaits = new WeakMap<Page, () => Promise<void>>();

/** Waits until the page, watched by watchNetwork since before its load, has no request under way. */
export async function networkIdle(page: Page) {
  const idle = idleWaits.get(page);
  if (!idle) throw new Error('networkIdle(page) needs watchNetwork(page) before the page loads');
  await idle();
}

/** The page is no wider than the window: nothing scrolls sideways (a phone's 390px included). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => window.innerWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
