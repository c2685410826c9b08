// One first load of a page, measured in Chromium as a visitor's first visit (a new context, its HTTP
// cache empty, signed in through the API where the page needs it). A first load ends when the page is
// ready: its <h1> is visible, no /api request of the page is open and nothing in <main> shows a
// loading state (the header's polled unread counts are the shell's, not the page's). What the app
// fetches after that, on idle or on intent, is the next screen's, not this one's.
//   - bytesAndCoverage: every script Chromium was asked for before the page was ready (gzip -9 of the
//     body, whatever the server's own compression), and the share of those scripts' bytes V8 ran by
//     the time the network was quiet (block coverage); the scripts asked for later are listed apart.
//   - mainThreadTrace: the same load at `cpuRate`× CPU, traced; module evaluation and main-thread time
//     read from the trace (summariseTrace).
// Coverage and the trace are taken in separate loads: precise coverage slows V8 down.
import { gzipSync } from 'node:zlib';
import { endpoints } from '../src/config/endpoints.ts';
import { signInByApi } from './bench-pages.mjs';

const READY_MARK = 'bench-first-load-done';
const LOAD_TIMEOUT_MS = 90_000;

async function openPage(browser, baseUrl, route) {
  const context = await browser.newContext();
  if (route.email) await signInByApi(context, baseUrl, route.email);
  // A new context starts with an empty HTTP cache: a first visit. (Turning the cache off instead would
  // fetch a module again after its modulepreload, which no visitor's browser does.)
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Loading states the app's screens show (the kit's skeletons, spinners and busy regions). */
export const BUSY_IN_MAIN = [
  '[aria-busy="true"]',
  '[role="progressbar"]',
  '[data-testid$="skeleton"]',
  // The shell's heading while the screen's code loads.
  '[data-testid="loading-heading"]',
];
const BUSY = BUSY_IN_MAIN.map((busy) => `main ${busy}`).join(', ');
/** The header's badges, polled for as long as a page is open. */
export const SHELL_POLLS = new Set(
  [endpoints.mail.unreadCount, endpoints.notifications.unreadCount].map((path) => `/api${path}`),
);

/** Waits until the page shows its heading, has no /api request of its own open and shows no loading state. */
async function waitUntilReady(page) {
  let openApiRequests = 0;
  const isApi = (request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/api/') && !SHELL_POLLS.has(pathname);
  };
  const done = (request) => isApi(request) && (openApiRequests = Math.max(0, openApiRequests - 1));
  page.on('request', (request) => isApi(request) && openApiRequests++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const busy = await page.locator(BUSY).count();
    if (openApiRequests === 0 && busy === 0) return;
    if (Date.now() > deadline) throw new Error(`bench: ${page.url()} never settled (${busy} busy)`);
    await page.waitForTimeout(25);
  }
}

/**
 * In the page, from its first script on: the moment it is ready, read each frame by the same rule
 * (Node's view of requests lags the page's, and an idle preload can start inside that lag).
 */
export function watchReadyInPage([shellPolls, busyInMain]) {
  performance.setResourceTimingBufferSize(2000);
  let open = 0;
  const counts = (url) => {
    const { pathname } = new URL(url, location.href);
    return pathname.startsWith('/api/') && !shellPolls.includes(pathname);
  };
  const track = (url, done) => {
    if (!counts(url)) return;
    open++;
    done(() => {
      open--;
      check();
    });
  };
  const fetch = window.fetch;
  window.fetch = (input, init) => {
    const request = fetch(input, init);
    track(typeof input === 'string' ? input : input.url, (end) => request.finally(end).catch(() => {}));
    return request;
  };
  const openXhr = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    track(String(url), (end) => this.addEventListener('loadend', end, { once: true }));
    return openXhr.call(this, method, url, ...rest);
  };
  const busy = busyInMain.map((selector) => `main ${selector}`).join(', ');
  // Checked as the page changes and as a request ends, not only each frame: the app's idle preload
  // starts in the first idle moment after its page settles, before the next frame would have looked.
  let watching = true;
  function check() {
    if (!watching) return;
    const heading = document.querySelector('main h1');
    if (heading?.checkVisibility()) window.__benchHeadingAt ??= performance.now();
    if (heading?.checkVisibility() && open === 0 && !document.querySelector(busy)) {
      window.__benchReadyAt = performance.now();
      watching = false;
      changes.disconnect();
    }
  }
  const changes = new MutationObserver(check);
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const everyFrame = () => {
    check();
    if (watching) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

export async function loadUntilReady(page, url, onReady = () => undefined) {
  const ready = page.goto(url, { timeout: LOAD_TIMEOUT_MS }).then(() => waitUntilReady(page));
  await ready;
  onReady();
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
}

/** Bytes V8 ran of one script: block coverage ranges nest, and an inner range overrides its outer one. */
export function executedBytes(length, functions) {
  const ran = new Uint8Array(length);
  const ranges = functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const { startOffset, endOffset, count } of ranges) {
    ran.fill(count > 0 ? 1 : 0, startOffset, Math.min(endOffset, length));
  }
  return ran.reduce((sum, b) => sum + b, 0);
}

export async function bytesAndCoverage({ browser, baseUrl, route }) {
  const { context, page } = await openPage(browser, baseUrl, route);
  try {
    const scripts = [];
    const requested = [];
    let beforeReady = new Set();
    await page.addInitScript(watchReadyInPage, [[...SHELL_POLLS], BUSY_IN_MAIN]);
    page.on('request', (request) => request.resourceType() === 'script' && requested.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await loadUntilReady(page, `${baseUrl}${route.path}`, () => {
      beforeReady = new Set(requested);
    });
    // Asked for after the page's own ready moment: an idle preload inside Node's lag.
    const late = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime > (window.__benchReadyAt ?? Infinity))
        .map((entry) => entry.name),
    );
    late.forEach((url) => beforeReady.delete(url));
    const coverage = await page.coverage.stopJSCoverage();
    let gzipBytes = 0;
    let gzipBytesAfterReady = 0;
    const counted = new Set();
    for (const response of scripts) {
      if (counted.has(response.url())) continue;
      counted.add(response.url());
      const body = await response.body().catch(() => null);
      if (!body) continue;
      const size = gzipSync(body, { level: 9 }).length;
      if (beforeReady.has(response.url())) gzipBytes += size;
      else gzipBytesAfterReady += size;
    }
    const fetched = new Set(scripts.map((r) => r.url()).filter((url) => beforeReady.has(url)));
    let total = 0;
    let ran = 0;
    for (const entry of coverage.filter((e) => fetched.has(e.url) && e.source)) {
      total += entry.source.length;
      ran += executedBytes(entry.source.length, entry.functions);
    }
    return {
      scripts: fetched.size,
      // Their files, compared with the byte check's (bench.mjs).
      files: [...fetched].map((url) => new URL(url).pathname.replace(/^\//, '')),
      kb: gzipBytes / 1024,
      // Asked for once the page was ready: idle and intent preloads of the next screens.
      kbAfterReady: gzipBytesAfterReady / 1024,
      coveragePercent: total ? (ran / total) * 100 : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * From a trace's events, on the renderer main thread that recorded the end mark, up to that mark:
 * - moduleEvaluationMs: the summed durations of `v8.evaluateModule` and `EvaluateScript` events that
 *   are not inside another of them (a module graph's evaluation counted once, not once per level);
 * - mainThreadMs: the summed durations of top-level `RunTask` events (every task the thread ran:
 *   parsing, style, layout, paint, scripts and their evaluation, timers, idle callbacks).
 * Nothing of the browser process, the compositor or worker threads is counted.
 */
export function summariseTrace(events, mark = READY_MARK) {
  const end = events.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'));
  if (!end) throw new Error(`bench: the trace has no '${mark}' mark`);
  const onMain = events
    .filter((e) => e.pid === end.pid && e.tid === end.tid && e.ph === 'X' && e.ts <= end.ts)
    .sort((a, b) => a.ts - b.ts);
  const topLevelSum = (names) => {
    let until = -Infinity;
    let sum = 0;
    for (const e of onMain) {
      if (!names.includes(e.name) || e.ts < until) continue;
      sum += e.dur ?? 0;
      until = e.ts + (e.dur ?? 0);
    }
    return sum / 1000;
  };
  return {
    moduleEvaluationMs: topLevelSum(['v8.evaluateModule', 'EvaluateScript']),
    mainThreadMs: topLevelSum(['RunTask']),
  };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
];

export async function mainThreadTrace({ browser, baseUrl, route, cpuRate }) {
  const { context, page, cdp } = await openPage(browser, baseUrl, route);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace;
    try {
      await loadUntilReady(page, `${baseUrl}${route.path}`);
      await page.evaluate((mark) => performance.mark(mark), READY_MARK);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8'));
    return summariseTrace(traceEvents);
  } finally {
    await context.close();
  }
}
