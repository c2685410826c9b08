// A tab kept open all day (issue 17, Must show 6): signed in as one role, the bench clicks through
// the role's menu, one area after another, 200 times, and reads the JS heap after a forced garbage
// collection at navigation 20 and at navigation 200. A leak (a cache that only grows, listeners
// never removed, screens kept alive) shows as the second figure outgrowing the first.
// Used by scripts/bench.mjs (the browser half, not in `npm test`).

import { signInByApi } from './bench-pages.mjs';

const NAVIGATIONS = 200;
const WARM_UP = 20;

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Clicks through the signed-in role's menu `NAVIGATIONS` times; the heap at WARM_UP and at the end, in bytes. */
export async function measureHeapWalk({ browser, baseUrl, email }) {
  const context = await browser.newContext();
  await signInByApi(context, baseUrl, email);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${baseUrl}/`);
  const menu = page.getByRole('navigation', { name: 'Əsas menyu' });
  await menu.waitFor();
  const links = await menu.getByRole('link').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
  let afterWarmUp = 0;
  for (let i = 1; i <= NAVIGATIONS; i++) {
    const href = links[i % links.length];
    await menu.locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname === href);
    // The screen's data has come (or failed) before the next click: no pending request is cut short.
    await page.waitForLoadState('networkidle');
    if (i === WARM_UP) afterWarmUp = await heapAfterGc(cdp);
  }
  const atEnd = await heapAfterGc(cdp);
  await context.close();
  return { email, links: links.length, navigations: NAVIGATIONS, afterWarmUp, atEnd };
}
