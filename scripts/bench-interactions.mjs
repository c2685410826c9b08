#!/usr/bin/env node
// The interaction half of the bench: what a signed-in user feels after the first load. Moving on
// through the sidebar stays quick, and nothing is lost: the bid dialogs answer a click quickly, a tab
// kept open does not grow, a filter's new page follows its answer. Each measure lives in its own
// module; this one runs them and gathers their rows for scripts/bench.mjs's table.
//
// Run alone against a build it is given (it builds nothing):
//   node --import tsx scripts/bench-interactions.mjs --dist /tmp/some-dist [--dist /tmp/baseline-dist]
//     [--port 4700] [--only navigation,dialogs,heap,filter] [--repeats 5]
// Two --dist are measured side by side (each served on its own port, from --port on).

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signInByApi } from './bench-pages.mjs';
import { measureDialogsAcross } from './bench-interactions-dialogs.mjs';
import { measureNavigationAcross } from './bench-interactions-navigation.mjs';
import { heapGrowthPercent, median, row } from './bench-interactions-rows.mjs';
import { measureHeapWalk } from './heap-walk.mjs';
import { measureListFilter } from './list-filter-timing.mjs';

const HEAP_GROWTH_GOAL_PERCENT = 15;
const FILTER_GOAL_MS = 50;
export const INTERACTION_MEASURES = ['navigation', 'dialogs', 'heap', 'filter'];

/**
 * A tab kept open: each role's heap growth over 200 menu clicks, on the app's own objects. Row names
 * stay the same from build to build: the bench pairs a build's rows with the baseline's by name.
 */
async function heapRows({ browser, baseUrl }) {
  const rows = [];
  for (const email of ['importer@demo.az', 'carrier@demo.az', 'admin@demo.az']) {
    const walk = await measureHeapWalk({ browser, baseUrl, email });
    // Files fetched between the readings add their objects to the second one.
    if (walk.scripts.atEnd !== walk.scripts.afterWarmUp)
      console.log(
        `bench: heap walk ${email}: ${walk.scripts.atEnd - walk.scripts.afterWarmUp} scripts fetched between the readings`,
      );
    rows.push(
      row({
        name: `heap growth over ${walk.navigations} navigations, ${email.split('@')[0]} (objects after GC)`,
        value: heapGrowthPercent(walk),
        unit: '%',
        goal: HEAP_GROWTH_GOAL_PERCENT,
      }),
    );
  }
  return rows;
}

/** The inquiry list's filter changes: the median from an answer's arrival to its first row on screen. */
async function filterRows({ browser, baseUrl }) {
  const context = await browser.newContext();
  try {
    await signInByApi(context, baseUrl, 'importer@demo.az');
    const page = await context.newPage();
    const timings = await measureListFilter(page, baseUrl, {
      path: '/inquiries',
      endpoint: '/api/inquiries',
      name: 'inquiry',
      codeOf: (inquiry) => inquiry.inquiryCode,
    });
    return [
      row({
        name: `inquiry filter: answer → first row on screen (1× CPU, median of ${timings.length})`,
        value: Math.round(median(timings)),
        unit: 'ms',
        goal: FILTER_GOAL_MS,
      }),
    ];
  } finally {
    await context.close();
  }
}

/**
 * Runs the interaction measures against `baseUrl` (a production build served with the demo backend)
 * and returns their rows. A row without a goal is compared with the baseline build by the caller.
 */
export async function measureInteractions({
  browser,
  baseUrl,
  cpuRate = 4,
  only = INTERACTION_MEASURES,
  repeats = 5,
}) {
  const [{ rows }] = await measureInteractionsSideBySide({
    browser,
    builds: [{ name: 'current', baseUrl }],
    cpuRate,
    only,
    repeats,
  });
  return { rows };
}

/**
 * The same for several builds at once (`builds`: [{ name, baseUrl }], e.g. the current and a baseline):
 * the timed clicks take the builds in turn, repetition by repetition, so a load that comes and goes on
 * the machine falls on both; the heap walk and the filter, held to goals of their own, run one build
 * after the other. Returns [{ name, rows }] in the builds' order.
 */
export async function measureInteractionsSideBySide({
  browser,
  builds,
  cpuRate = 4,
  only = INTERACTION_MEASURES,
  repeats = 5,
}) {
  const baseUrls = builds.map((b) => b.baseUrl);
  const rowsByBuild = builds.map(() => []);
  const add = (perBuild) => perBuild.forEach((rows, b) => rowsByBuild[b].push(...rows));
  if (only.includes('navigation'))
    add(await measureNavigationAcross({ browser, baseUrls, cpuRate, repeats }));
  if (only.includes('dialogs')) add(await measureDialogsAcross({ browser, baseUrls, cpuRate, repeats }));
  for (const [b, baseUrl] of baseUrls.entries()) {
    if (only.includes('heap')) rowsByBuild[b].push(...(await heapRows({ browser, baseUrl })));
    if (only.includes('filter')) rowsByBuild[b].push(...(await filterRows({ browser, baseUrl })));
  }
  return builds.map((build, b) => ({ name: build.name, rows: rowsByBuild[b] }));
}

/** Starts the demo backend serving `dist` on `port`; resolves once it listens. */
function serveDemo(root, dist, port) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(port), '--static', resolve(dist)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const listening = new Promise((done, fail) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Demo API server') && done());
    server.on('exit', (code) => fail(new Error(`demo server exited with ${code}`)));
  });
  return { server, listening };
}

/** Serves each `--dist` with the demo backend (ports from `--port` on), measures them side by side, prints the rows. */
async function runAlone(argv) {
  const values = (name) => argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] ? [argv[i + 1]] : []));
  const dists = values('dist');
  if (!dists.length)
    throw new Error('bench-interactions: --dist <a built app> is required (it builds nothing)');
  const port = Number(values('port')[0] ?? 4700);
  const only = (values('only')[0] ?? INTERACTION_MEASURES.join(',')).split(',');
  const repeats = Number(values('repeats')[0] ?? 5);
  const root = new URL('..', import.meta.url).pathname;
  const servers = dists.map((dist, i) => serveDemo(root, dist, port + i));
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../tests/chromium-launch.ts');
  let browser = null;
  try {
    await Promise.all(servers.map((s) => s.listening));
    browser = await chromium.launch(chromiumLaunchOptions);
    const started = Date.now();
    const results = await measureInteractionsSideBySide({
      browser,
      builds: dists.map((dist, i) => ({ name: dist, baseUrl: `http://localhost:${port + i}` })),
      only,
      repeats,
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    for (const { name, rows } of results) {
      console.log(`\nInteractions, ${name}, ${new Date().toISOString()} (run of ${seconds} s):`);
      for (const r of rows) {
        const verdict = r.pass === null ? '' : r.pass ? '  pass' : '  FAIL';
        const goal = r.goal === null ? '' : `  (goal ≤ ${r.goal} ${r.unit})`;
        console.log(`  ${r.name.padEnd(80)} ${`${r.value ?? '-'} ${r.unit}`.padStart(9)}${goal}${verdict}`);
      }
    }
  } finally {
    await browser?.close();
    for (const { server } of servers) server.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(process.argv.slice(2));
