#!/usr/bin/env node
// The interaction half of the bench: what a signed-in user feels after the first load. Moving on
// through the sidebar stays quick, and nothing is lost: the bid dialogs answer a click quickly, a tab
// kept open does not grow, a filter's new page follows its answer. Each measure lives in its own
// module; this one runs them and gathers their rows for scripts/bench.mjs's table.
//
// Run alone against a build it is given (it builds nothing):
//   node --import tsx scripts/bench-interactions.mjs --dist /tmp/some-dist [--port 4700] [--only navigation,dialogs,heap,filter]

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signInByApi } from './bench-pages.mjs';
import { measureDialogs } from './bench-interactions-dialogs.mjs';
import { measureNavigation } from './bench-interactions-navigation.mjs';
import { heapGrowthPercent, median, row } from './bench-interactions-rows.mjs';
import { measureHeapWalk } from './heap-walk.mjs';
import { measureListFilter } from './list-filter-timing.mjs';

const HEAP_GROWTH_GOAL_PERCENT = 15;
const FILTER_GOAL_MS = 50;
export const INTERACTION_MEASURES = ['navigation', 'dialogs', 'heap', 'filter'];

/** A tab kept open: each role's heap growth over 200 menu clicks, on the app's own objects. */
async function heapRows({ browser, baseUrl }) {
  const rows = [];
  for (const email of ['importer@demo.az', 'carrier@demo.az', 'admin@demo.az']) {
    const walk = await measureHeapWalk({ browser, baseUrl, email });
    rows.push(
      row({
        name: `heap growth, ${email.split('@')[0]}, navigation ${walk.firstReading} → ${walk.navigations} (objects after GC)`,
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
export async function measureInteractions({ browser, baseUrl, cpuRate = 4, only = INTERACTION_MEASURES }) {
  const rows = [];
  if (only.includes('navigation')) rows.push(...(await measureNavigation({ browser, baseUrl, cpuRate })));
  if (only.includes('dialogs')) rows.push(...(await measureDialogs({ browser, baseUrl, cpuRate })));
  if (only.includes('heap')) rows.push(...(await heapRows({ browser, baseUrl })));
  if (only.includes('filter')) rows.push(...(await filterRows({ browser, baseUrl })));
  return { rows };
}

/** Serves `dist` with the demo backend on `port`, runs the measures, prints the rows. */
async function runAlone(argv) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const dist = arg('dist');
  if (!dist) throw new Error('bench-interactions: --dist <a built app> is required (it builds nothing)');
  const port = Number(arg('port', 4700));
  const only = arg('only', INTERACTION_MEASURES.join(',')).split(',');
  const root = new URL('..', import.meta.url).pathname;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(port), '--static', resolve(dist)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../tests/chromium-launch.ts');
  let browser = null;
  try {
    await new Promise((done, fail) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('Demo API server') && done());
      server.on('exit', (code) => fail(new Error(`demo server exited with ${code}`)));
    });
    browser = await chromium.launch(chromiumLaunchOptions);
    const started = Date.now();
    const { rows } = await measureInteractions({ browser, baseUrl: `http://localhost:${port}`, only });
    console.log(
      `\nInteractions, ${dist}, ${new Date().toISOString()} (${Math.round((Date.now() - started) / 1000)} s):`,
    );
    for (const r of rows) {
      const verdict = r.pass === null ? '' : r.pass ? '  pass' : '  FAIL';
      const goal = r.goal === null ? '' : `  (goal ≤ ${r.goal} ${r.unit})`;
      console.log(`  ${r.name.padEnd(80)} ${`${r.value ?? '-'} ${r.unit}`.padStart(9)}${goal}${verdict}`);
    }
  } finally {
    await browser?.close();
    server.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAlone(process.argv.slice(2));
