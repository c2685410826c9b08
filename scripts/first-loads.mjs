// What Chromium really fetches on a first visit to the pages issue 17 names, signed in as the role
// each page is for: how many script files, their gzip size, and when the page's first /api request
// left, counted from the start of navigation. The HTTP cache is off, so every visit is a first one.
// Used by scripts/bench.mjs (the browser half, not in `npm test`).
import { gzipSync } from 'node:zlib';
import { BENCH_PAGES, signInByApi } from './bench-pages.mjs';

export async function measureFirstLoads({ browser, baseUrl, pages = BENCH_PAGES }) {
  const results = [];
  for (const target of pages) {
    const context = await browser.newContext();
    if (target.email) await signInByApi(context, baseUrl, target.email);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`${baseUrl}${target.path}`);
    await page.waitForLoadState('networkidle');
    // Idle preloads start after the first screen: wait them out, then let the network settle again.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    let scripts = 0;
    let kb = 0;
    let firstApiMs = null;
    for (const request of requests) {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) {
        scripts += 1;
        const response = await request.response();
        if (response) kb += gzipSync(await response.body(), { level: 9 }).length / 1024;
      }
      if (pathname.startsWith('/api/') && firstApiMs === null) {
        // Playwright's timing: startTime is the request's wall-clock start; the document's is the navigation's.
        const started = request.timing().startTime;
        const navigation = requests[0]?.timing().startTime ?? started;
        firstApiMs = Math.round(started - navigation);
      }
    }
    results.push({ path: target.path, role: target.role, scripts, kb, firstApiMs });
    await context.close();
  }
  return results;
}
