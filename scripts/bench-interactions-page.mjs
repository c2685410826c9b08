// What the interaction timings share: a signed-in page at a slowed CPU, loaded and left to settle
// before it is touched, and an in-page watch for the moment something the click asked for is painted.

import { signInByApi } from './bench-pages.mjs';

/** The sidebar as the app labels it (az, the default language). */
export const MAIN_MENU = { role: 'navigation', name: 'Əsas menyu' };

// Requests in flight per page: Playwright's 'networkidle' fires once per load, so it cannot tell
// that code fetched later, on idle, is still coming.
const inFlight = new WeakMap();

function trackRequests(page) {
  const state = { count: 0, lastChange: Date.now() };
  const change = (by) => {
    state.count += by;
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  inFlight.set(page, state);
}

async function networkQuiet(page, forMs = 500) {
  const state = inFlight.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const until = Date.now() + 30_000;
  while (Date.now() < until && (state.count > 0 || Date.now() - state.lastChange < forMs)) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until the network and the main thread are quiet: idle-time work (prefetching the next screens'
 * code, warming caches) has run, as it would have while a person read the page before clicking.
 */
export async function waitUntilQuiet(page) {
  for (let round = 0; round < 2; round++) {
    await networkQuiet(page);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          // Three idle periods in a row with the whole 50 ms to spare: nothing left queued.
          let quiet = 0;
          const started = performance.now();
          const check = (deadline) => {
            quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
            if (quiet >= 3 || performance.now() - started > 15_000) resolve();
            else requestIdleCallback(check);
          };
          requestIdleCallback(check);
        }),
    );
  }
}

/**
 * A fresh context signed in as `email` (cold HTTP cache: the first visit after a release, when the next
 * screen's code is not yet in the browser), one page at `cpuRate`× slower CPU, at `path`, settled.
 */
export async function openSettled({ browser, baseUrl, email, path, cpuRate, ready }) {
  const context = await browser.newContext();
  await signInByApi(context, baseUrl, email);
  const page = await context.newPage();
  trackRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(`${baseUrl}${path}`);
  await ready(page).waitFor({ timeout: 60_000 });
  await waitUntilQuiet(page);
  return { context, page };
}

/**
 * Arms an in-page watch: from the next click (its event's timeStamp, when the browser took the input,
 * so a busy main thread's delay counts) to the first frame painted with a visible element matching
 * `selector` (and, when given, whose text is exactly `text`). Read it with `paintedAfterClick`.
 */
export async function armPaintWatch(page, { selector, text = null }) {
  await page.evaluate(
    ({ selector, text }) => {
      const shown = () =>
        [...document.querySelectorAll(selector)].some(
          (el) => (text === null || el.textContent.trim() === text) && el.checkVisibility(),
        );
      if (shown()) throw new Error(`bench: ${selector} "${text}" is on screen before the click`);
      window.__benchPaint = new Promise((resolve) => {
        let clickAt = null;
        document.addEventListener('click', (event) => (clickAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        const observer = new MutationObserver(() => {
          if (clickAt === null || !shown()) return;
          observer.disconnect();
          // A frame is painted after its animation-frame callbacks; a message posted from one is
          // handled once that frame has gone to the screen.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - clickAt);
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
    { selector, text },
  );
}

/** The armed watch's milliseconds from the click to the paint. */
export function paintedAfterClick(page) {
  return page.evaluate(() => window.__benchPaint);
}
