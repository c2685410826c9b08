#!/usr/bin/env node
// Size budget of the production build (scripts/bundle-budget.mjs): the gzip size of the JavaScript
// needed to show /login, the script files of a signed-in first load in each area, and chunks too
// small to be worth a request. These come from the build's manifest (deterministic on any machine);
// a run in real Chromium then counts what the named pages really fetch (scripts/first-loads.mjs).
// Runs under tsx (see package.json) so it can share tests/chromium-launch.ts with Playwright.
// Then Lighthouse's mobile preset on issue 17's pages (median of 5 runs each), served through
// deploy/nginx.conf when nginx is installed (as production serves them).
// Usage: npm run bench [-- --no-build] [-- --enforce] [-- --no-lighthouse] [-- --no-browser]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium-launch.ts';
import { BENCH_PAGES, DEMO_PASSWORD, signInByApi } from './bench-pages.mjs';
import { loginLoad, signedInLoads, smallChunks } from './bundle-budget.mjs';
import { measureFirstLoads } from './first-loads.mjs';
import { measureHeapWalk } from './heap-walk.mjs';
import { measureFilterTimings, medianAndWorst } from './list-filter-timing.mjs';
import { runLighthouse } from './lighthouse.mjs';

const LOGIN_BUDGET_KB = 150;
// Issue 17's goals. Enforced: the script files of a signed-in first load and the smallest chunk.
// Printed against their goal: /login's 120 KB and a signed-in load's 200 KB, which the design card's
// libraries alone exceed (react-dom, react-router and i18next are ~122 KB gzip; docs/decisions.md).
const LOGIN_GOAL_KB = 120;
const SIGNED_IN_FILES = 12;
const SIGNED_IN_GOAL_KB = 200;
const MIN_CHUNK_KB = 2;
const PORT = Number(process.env.BENCH_PORT ?? 4340);
const NGINX_PORT = PORT + 1;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PASSWORD = DEMO_PASSWORD;
// Issue 17's pages (scripts/bench-pages.mjs); each is run LIGHTHOUSE_RUNS times and the run with the
// median performance score is reported (scores move by 10 or more between runs here).
const LIGHTHOUSE_PAGES = BENCH_PAGES;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** Of several runs of one page, the one with the median performance score. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}
const args = new Set(process.argv.slice(2));
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

if (!args.has('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1)} KB`;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const sizeOf = (file) => gzipKb(readFileSync(join(dist, file)));
const login = loginLoad(manifest, sizeOf);
const loginFiles = login.files.map(({ file, kb: gz }) => ({ file, gz }));
const loginTotal = login.kb;
const areaLoads = signedInLoads(manifest, sizeOf);
const tooSmall = smallChunks(manifest, sizeOf, MIN_CHUNK_KB);

// Cross-check in Chromium: the page shows, and which scripts it asked for before it did.
let observedKb = 0;
let nginx = null;
let servedBy = 'the demo API server (no nginx installed: no compression)';
let lighthouseResults = [];
let firstLoads = [];
let heapWalks = [];
const HEAP_GROWTH_GOAL = 0.15;

async function waitForUrl(url) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}
let inquiryFilterTimings = [];
let bidFilterTimings = [];
// The searches the list timings type, one city each: every answer is fresh and differs.
const FILTER_CITIES = [
  'Istanbul',
  'Shanghai',
  'Hamburg',
  'Dubai',
  'Moscow',
  'Mersin',
  'Milan',
  'Aktau',
  'Poti',
  'Tabriz',
  'Gdansk',
  'Tashkent',
  'Urumqi',
  'Bursa',
  'Tbilisi',
  'Almaty',
  'Ankara',
];
let typingLongTasks = [];

/**
 * Opens a long list at `path`, waits for its first row, then times its filter changes over
 * FILTER_CITIES: the inquiry list and the administrator's bid list are measured alike. `name` is the
 * stem of the list's test ids (`<name>-list`, `<name>-row`); `codeOf` reads an answer's row's code.
 */
async function timeListFilters(page, { path, endpoint, name, codeOf }) {
  await page.goto(`http://localhost:${PORT}${path}`);
  await page.locator(`[data-testid="${name}-row"]`).first().waitFor();
  return measureFilterTimings(page, {
    endpoint,
    listTestId: `${name}-list`,
    rowTestId: `${name}-row`,
    terms: FILTER_CITIES,
    codeOf,
  });
}

/** The browser half: the page shows, the list filter timing, and Lighthouse. */
async function measureInBrowser() {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(PORT), '--static', 'dist'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('Demo API server') && resolve());
      server.on('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
    });
    const browser = await chromium.launch(chromiumLaunchOptions);
    firstLoads = await measureFirstLoads({ browser, baseUrl: `http://localhost:${PORT}` });
    for (const email of ['importer@demo.az', 'carrier@demo.az', 'admin@demo.az']) {
      heapWalks.push(await measureHeapWalk({ browser, baseUrl: `http://localhost:${PORT}`, email }));
    }
    const page = await browser.newPage();
    const requested = [];
    page.on(
      'request',
      (request) => new URL(request.url()).pathname.endsWith('.js') && requested.push(request),
    );
    await page.goto(`http://localhost:${PORT}/login`);
    await page.getByRole('button', { name: 'Daxil ol' }).waitFor();
    const beforeShown = [...requested];
    await page.waitForLoadState('networkidle');
    for (const request of beforeShown) {
      const response = await request.response();
      if (response) observedKb += gzipKb(await response.body());
    }

    // The inquiry list against the 10,000-inquiry seed: from the moment the list's answer arrives to
    // the moment the new first page is on screen, over a series of filter changes.
    await page.getByLabel('E-poçt', { exact: true }).fill('importer@demo.az');
    await page.getByLabel('Şifrə', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    inquiryFilterTimings = await timeListFilters(page, {
      path: '/inquiries',
      endpoint: '/api/inquiries',
      name: 'inquiry',
      codeOf: (inquiry) => inquiry.inquiryCode,
    });
    const search = page.getByRole('searchbox').first();

    // Typing in the search, a key every 60 ms as a quick typist does: the main thread's long tasks
    // (over 50 ms, when a key press would wait) while the list follows the text.
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    for (const text of ['Naxçıvan', 'Lənkəran', 'Şəki', 'Gəncə', 'Sumqayıt']) {
      await search.fill('');
      await search.pressSequentially(text, { delay: 60 });
      await page.waitForTimeout(800);
    }
    typingLongTasks = await page.evaluate(() => window.longTasks);

    // Every bid, as the administrator sees them, against the 2,000 generated bids: the same timing.
    const admin = await browser.newContext();
    await signInByApi(admin, `http://localhost:${PORT}`, 'admin@demo.az');
    const adminPage = await admin.newPage();
    bidFilterTimings = await timeListFilters(adminPage, {
      path: '/bids',
      endpoint: '/api/bids',
      name: 'bid',
      codeOf: (bid) => bid.inquiryCode,
    });
    await admin.close();
    await browser.close();

    if (!args.has('--no-lighthouse')) {
      let baseUrl = `http://localhost:${PORT}`;
      if (existsSync(NGINX)) {
        nginx = spawn(
          process.execPath,
          [
            'scripts/nginx-serve.mjs',
            '--port',
            String(NGINX_PORT),
            '--root',
            'dist',
            '--upstream',
            `127.0.0.1:${PORT}`,
          ],
          { cwd: root, stdio: 'inherit' },
        );
        baseUrl = `http://localhost:${NGINX_PORT}`;
        await waitForUrl(`${baseUrl}/login`);
        servedBy = 'nginx (deploy/nginx.conf)';
      }
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        runs.push(
          ...(await runLighthouse({
            baseUrl,
            pages: LIGHTHOUSE_PAGES,
            password: PASSWORD,
            reportDir: join(root, 'test-results', 'lighthouse'),
          })),
        );
      }
      lighthouseResults = LIGHTHOUSE_PAGES.map((p) => medianRun(runs.filter((r) => r.path === p.path)));
    }
  } finally {
    nginx?.kill('SIGTERM');
    server.kill();
  }
}

// `npm test` runs the size budget alone (--no-browser): a check of the build's files, no browser timing.
const inBrowser = !args.has('--no-browser');
if (inBrowser) await measureInBrowser();

console.log('\nJavaScript needed to show /login (gzip -9):');
for (const f of loginFiles.filter((f) => f.gz >= 1)) console.log(`  ${kb(f.gz).padStart(9)}  ${f.file}`);
const small = loginFiles.filter((f) => f.gz < 1);
console.log(
  `  ${kb(small.reduce((s, f) => s + f.gz, 0)).padStart(9)}  ${small.length} files under 1 KB (translations, small modules)`,
);
console.log(`  ${kb(loginTotal).padStart(9)}  total, budget ${LOGIN_BUDGET_KB} KB`);
const inquiryFilter = medianAndWorst(inquiryFilterTimings);
const bidFilter = medianAndWorst(bidFilterTimings);
const median = Math.max(inquiryFilter.median, bidFilter.median);
if (inBrowser) {
  console.log(
    `  (Chromium had fetched ${kb(observedKb)} of scripts when it saw the form, warm-ups started as it appeared included)`,
  );
  console.log(
    `\nA list's filter change → new first page on screen, beyond the answer's arrival (${inquiryFilterTimings.length} changes each; goal: median under 50 ms):`,
  );
  console.log(
    `  inquiries (importer, 10,000-inquiry seed): median ${inquiryFilter.median.toFixed(0)} ms, worst ${inquiryFilter.worst.toFixed(0)} ms`,
  );
  console.log(
    `  bids (admin, 2,000-bid seed):              median ${bidFilter.median.toFixed(0)} ms, worst ${bidFilter.worst.toFixed(0)} ms`,
  );
  console.log(
    `Typing in its search (5 words, a key every 60 ms): ${typingLongTasks.length} long tasks, the longest ${Math.round(Math.max(0, ...typingLongTasks))} ms (goal: none over 50 ms)`,
  );
}
console.log(
  `\nSigned-in first load of a page in each area (static imports; goal ${SIGNED_IN_FILES} files, ${SIGNED_IN_GOAL_KB} KB):`,
);
for (const a of areaLoads) {
  console.log(`  ${a.area.padEnd(14)} ${String(a.files.length).padStart(2)} files ${kb(a.kb).padStart(9)}`);
}
console.log(
  tooSmall.length
    ? `\nChunks under ${MIN_CHUNK_KB} KB: ${tooSmall.map((f) => `${f.file} (${kb(f.kb)})`).join(', ')}`
    : `\nNo chunk under ${MIN_CHUNK_KB} KB (the bundler's runtime aside).`,
);
if (firstLoads.length) {
  console.log('\nFirst loads in Chromium (signed in where the page needs it; HTTP cache off):');
  console.log('  page                    role       scripts      gzip   first /api after');
  for (const f of firstLoads) {
    console.log(
      `  ${f.path.padEnd(23)} ${(f.role ?? 'visitor').padEnd(10)} ${String(f.scripts).padStart(7)} ${kb(f.kb).padStart(9)} ${f.firstApiMs === null ? '        -' : `${f.firstApiMs} ms`.padStart(9)}`,
    );
  }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
for (const heapWalk of heapWalks) {
  const { afterWarmUp: first, atEnd: last } = heapWalk;
  const growth = (key) => `${((last[key] / first[key] - 1) * 100).toFixed(1)} %`;
  console.log(
    `\nA tab kept open (${heapWalk.email}, ${heapWalk.navigations} clicks through ${heapWalk.links} menu entries), after GC, at click ${heapWalk.firstReading} and ${heapWalk.navigations} (same screen):` +
      `\n  objects (heap snapshot without compiled code): ${mb(first.objects)} → ${mb(last.objects)} (${growth('objects')}, goal within ${HEAP_GROWTH_GOAL * 100} %)` +
      `\n  V8 used heap, compiled code included:          ${mb(first.usedSize)} → ${mb(last.usedSize)} (${growth('usedSize')})`,
  );
}
const maxFiles = Math.max(...areaLoads.map((a) => a.files.length));
console.log(
  `\nbench: login-js-gzip=${loginTotal.toFixed(1)}KB (goal ${LOGIN_GOAL_KB}) signed-in-max-files=${maxFiles} signed-in-max-gzip=${Math.max(...areaLoads.map((a) => a.kb)).toFixed(1)}KB (goal ${SIGNED_IN_GOAL_KB}) chunks-under-${MIN_CHUNK_KB}KB=${tooSmall.length}${inBrowser ? ` list-filter-median-ms=${median.toFixed(0)}` : ''}`,
);
if (maxFiles > SIGNED_IN_FILES || tooSmall.length) {
  console.log(
    `bench: OVER budget: a signed-in first load needs ${maxFiles} script files, or a chunk is under ${MIN_CHUNK_KB} KB`,
  );
  if (args.has('--enforce')) process.exitCode = 1;
}
if (lighthouseResults.length) {
  console.log(`\nLighthouse 12 mobile preset, median of ${LIGHTHOUSE_RUNS} runs, served by ${servedBy}:`);
  console.log('  page                 perf  a11y  best-practices   LCP      TBT     CLS  main thread');
  for (const r of lighthouseResults) {
    console.log(
      `  ${r.path.padEnd(19)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(15)} ${`${r.lcpMs} ms`.padStart(8)} ${`${r.tbtMs} ms`.padStart(7)} ${String(r.cls).padStart(7)} ${`${r.mainThreadMs} ms`.padStart(12)}` +
        (r.failing.length ? `   below 90: ${r.failing.join(', ')}` : ''),
    );
  }
  console.log(
    `bench: lighthouse ${lighthouseResults.map((r) => `${r.path}=${r.performance}/${r.accessibility}/${r.bestPractices}`).join(' ')}`,
  );
}
if (loginTotal > LOGIN_BUDGET_KB) {
  console.log(
    `bench: /login is OVER its ${LOGIN_BUDGET_KB} KB budget by ${kb(loginTotal - LOGIN_BUDGET_KB)}`,
  );
  if (args.has('--enforce')) process.exitCode = 1;
}
