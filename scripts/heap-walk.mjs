// A tab kept open all day: signed in as one role, the bench clicks through
// the role's menu, one area after another, 200 times, and reads the JS heap after a forced garbage
// collection after the first 20 navigations and at navigation 200. Both readings are taken on the same
// screen (the first is moved to the first navigation from 20 on that lands where the 200th does):
// screens differ in size by more than the 15 % the goal allows, so two different ones would measure
// the screens, not the tab's growth. A leak (a cache that only grows, listeners
// never removed, screens kept alive) shows as the second figure outgrowing the first.
//
// Two figures per reading: V8's used heap, and the heap snapshot's objects without code. The used heap
// also grows with the code V8 compiles as it optimises (bounded, flushed when unused) and with the
// source text of every file the tab has fetched, so the goal is held on the second figure, where a
// leak of ours would show; both are printed. The first reading waits until the idle and on-intent
// preloads have stopped fetching files: a file fetched between the readings grew the figure by up to
// 15 % on one build (the importer read 6–20 % run to run), measuring the preloads, not the tab.
// Used by scripts/bench.mjs (the browser half, not in `npm test`).

import { signInByApi } from './bench-pages.mjs';

const NAVIGATIONS = 200;
const WARM_UP = 20;

/** A script's source text, held by the engine outside V8's own strings. */
const SOURCE_TEXT = 'system / ExternalStringData';

/**
 * The sum of a heap snapshot's node sizes, with and without code: V8's compiled code (`code` nodes)
 * and the scripts' source text.
 */
export function sizesOfSnapshot(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[fields.indexOf('type')];
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  let all = 0;
  let code = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const size = snapshot.nodes[i + sizeAt];
    const type = typeNames[snapshot.nodes[i + typeAt]];
    all += size;
    if (
      type === 'code' ||
      (type === 'native' && snapshot.strings[snapshot.nodes[i + nameAt]] === SOURCE_TEXT)
    )
      code += size;
  }
  return { all, objects: all - code };
}

/** Resolves once no script has been fetched for `quietMs`: the preloads have done their work. */
async function scriptsSettled(page, fetched, quietMs = 2_000) {
  let seen = -1;
  while (seen !== fetched.count) {
    seen = fetched.count;
    await page.waitForTimeout(quietMs);
  }
  return seen;
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  return { usedSize, objects: sizesOfSnapshot(JSON.parse(chunks.join(''))).objects };
}

/** Clicks through the signed-in role's menu `NAVIGATIONS` times; both figures after warm-up and at the end, in bytes. */
export async function measureHeapWalk({ browser, baseUrl, email }) {
  const context = await browser.newContext();
  await signInByApi(context, baseUrl, email);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const fetched = { count: 0 };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') fetched.count += 1;
  });
  await page.goto(`${baseUrl}/`);
  const menu = page.getByRole('navigation', { name: 'Əsas menyu' });
  // The menu shows before its entries (they wait for who the user is): wait for an entry.
  await menu.getByRole('link').first().waitFor();
  const links = await menu.getByRole('link').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
  let afterWarmUp = null;
  // Scripts fetched by the first reading and by the last: the same count means the same code in both.
  const scripts = { afterWarmUp: 0, atEnd: 0 };
  const firstReading = sameScreenAsLast(WARM_UP, NAVIGATIONS, links.length);
  for (let i = 1; i <= NAVIGATIONS; i++) {
    const href = links[i % links.length];
    await menu.locator(`a[href="${href}"]`).click();
    await page
      .waitForURL((url) => url.pathname === href)
      .catch((error) => {
        throw new Error(`heap walk: click ${i} on ${href} left the page at ${page.url()}`, { cause: error });
      });
    // The screen's data has come (or failed) before the next click: no pending request is cut short.
    await page.waitForLoadState('networkidle');
    if (i === firstReading) {
      scripts.afterWarmUp = await scriptsSettled(page, fetched);
      afterWarmUp = await heapAfterGc(cdp);
    }
  }
  scripts.atEnd = fetched.count;
  const atEnd = await heapAfterGc(cdp);
  await context.close();
  return { email, links: links.length, navigations: NAVIGATIONS, firstReading, afterWarmUp, atEnd, scripts };
}

/** The first navigation from `warmUp` on that shows the same menu entry as navigation `last`. */
export function sameScreenAsLast(warmUp, last, entries) {
  return warmUp + ((((last - warmUp) % entries) + entries) % entries);
}
