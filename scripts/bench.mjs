#!/usr/bin/env node
// The bench: what a user feels on each landing route, against a floor measured in the same run.
// The floor (bench/floor) is the design card's libraries used the way the app uses them around one
// trivial page; the app's figures are read against it, and against an older commit with --baseline.
//
//   npm run bench                          build, measure in Chromium and Lighthouse, print one table
//   npm run bench -- --baseline <git-ref>  also build <git-ref> in a worktree and measure it ('before')
//   npm run bench -- --no-build --no-browser --enforce
//                                          the byte check `npm test` runs: the build's manifest only;
//                                          exits 1 when a first load is past its limit
// Options: --out <dir> (the app's build, default dist), --no-build (measure the builds as they are),
// --no-lighthouse, --no-interactions. Environment: LIGHTHOUSE_RUNS (default 5), TRACE_RUNS (3),
// BENCH_PORT (4640: each build takes two ports from here, ten apart).
// Runs under tsx (see package.json) to share tests/chromium-launch.ts and src/config/locales.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CORE_NAMESPACES } from '../src/config/locales.ts';
import { limitOf, routeLoad, verdictOf } from './bundle-budget.mjs';
import { LANDING_ROUTES, routeLabel } from './landing-routes.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  return i > -1 ? argv[i + 1] : null;
};
const root = new URL('..', import.meta.url).pathname;
const appDir = resolve(root, option('out') ?? 'dist');
// Built outside the repo: the linters never meet it, and `dist` stays the app's.
const floorDir = join(tmpdir(), 'yukbirja-bench-floor');
const baselineRef = option('baseline');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4640);
const CPU_RATE = 4;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TRACE_RUNS = Number(process.env.TRACE_RUNS ?? 3);
const COVERAGE_GOAL = 55;
const date = new Date();

/** The floor's page: signed in as the importer, so its one /api read answers as the app's do. */
const FLOOR_ROUTE = { path: '/', role: 'IMPORTER', email: 'importer@demo.az', sources: [], words: [] };

function viteBuild(cwd, outDir, config = null) {
  const args = [
    'vite',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    ...(config ? ['--config', config] : []),
  ];
  const build = spawnSync('npx', args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`bench: vite build in ${cwd} failed`);
}

/** Builds <ref> in a git worktree under /tmp (node_modules linked from here); returns its build's folder. */
function buildBaseline(ref) {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const sha = git('rev-parse', '--short', ref).stdout.trim();
  if (!sha) throw new Error(`bench: no such git ref: ${ref}`);
  const tree = `/tmp/bench-baseline-${sha}`;
  if (!existsSync(join(tree, '.git'))) {
    git('worktree', 'prune');
    const added = git('worktree', 'add', '--detach', tree, sha);
    if (added.status !== 0) throw new Error(`bench: git worktree add failed: ${added.stderr}`);
  }
  if (!existsSync(join(tree, 'node_modules')))
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  const out = join(tree, 'dist-bench');
  if (!flag('no-build') || !existsSync(join(out, '.vite', 'manifest.json'))) viteBuild(tree, out);
  return { dir: out, sha };
}

// ---- The byte check: the build's manifest, no browser ----

function bytesFromManifest(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const modulesFile = join(dir, '.vite', 'modules.json');
  if (!existsSync(modulesFile)) {
    console.log(
      `bench: ${modulesFile} is missing: a build from before scripts/bench-module-map.mjs; build again`,
    );
  }
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024);
    return sizes.get(file);
  };
  return LANDING_ROUTES.map((route) => ({
    label: routeLabel(route),
    path: route.path,
    limit: limitOf(route.path),
    ...routeLoad({ manifest, modules, route, sizeOf, coreNamespaces: CORE_NAMESPACES }),
  }));
}

/**
 * The scripts the browser fetched before 'now' was ready that the byte check did not count for that
 * route: where they differ, the byte check under-counts, and scripts/landing-routes.mjs needs the module.
 */
function printUncounted(bytes) {
  const uncounted = bytes.map(({ label, files }) => {
    const counted = new Set(files.map((f) => f.file));
    const fetched = new Set(runsOf('now', label).loads.flatMap((load) => load.files ?? []));
    return { label, files: [...fetched].filter((file) => !counted.has(file)) };
  });
  console.log('\nFetched before ready and not counted by the byte check:');
  for (const { label, files } of uncounted) {
    console.log(`  ${label.padEnd(18)} ${files.length ? files.join(', ') : 'none'}`);
  }
  return uncounted;
}

function printBytes(bytes, dir) {
  console.log(
    `\nFirst-load JavaScript from the build's manifest (${dir}; gzip -9; scripts/landing-routes.mjs):`,
  );
  for (const b of bytes) {
    const verdict = verdictOf(b.path, b.kb);
    const mark = b.missing.length ? '✗ missing' : verdict === 'within' ? '✓' : '✗';
    console.log(`  ${b.label.padEnd(18)} ${b.kb.toFixed(1).padStart(7)} KB  ≤ ${b.limit} ${mark}`);
    if (b.missing.length) console.log(`    not in this build: ${b.missing.join(', ')}`);
  }
}

if (!flag('no-build')) {
  console.log(`bench: building the app into ${appDir}`);
  viteBuild(root, appDir);
}
const bytes = bytesFromManifest(appDir);

if (flag('no-browser')) {
  console.log(`bench ${date.toISOString()}`);
  printBytes(bytes, appDir);
  const failing = bytes.filter((b) => b.missing.length || verdictOf(b.path, b.kb) === 'over');
  if (failing.length) {
    console.log(`bench: OVER: ${failing.map((b) => b.label).join(', ')}`);
    if (flag('enforce')) process.exitCode = 1;
  }
  process.exit();
}

// ---- The browser half (its modules loaded only here: the byte check stays quick) ----
const { chromium } = await import('@playwright/test');
const { chromiumLaunchOptions } = await import('@tests/chromium-launch.ts');
const { bytesAndCoverage, mainThreadTrace } = await import('./bench-load.mjs');
const { serveBuild, servedBy } = await import('./bench-serve.mjs');
const { startLighthouse } = await import('./lighthouse.mjs');

const builds = [{ name: 'floor', dir: floorDir }];
if (!flag('no-build') || !existsSync(join(floorDir, 'index.html'))) {
  console.log('bench: building the floor (bench/floor)');
  viteBuild(root, floorDir, join(root, 'bench', 'floor', 'vite.config.ts'));
}
builds.push({ name: 'now', dir: appDir });
let baseline = null;
if (baselineRef) {
  console.log(`bench: building ${baselineRef} in a worktree`);
  baseline = buildBaseline(baselineRef);
  builds.push({ name: 'before', dir: baseline.dir });
}

const median = (values) => {
  const known = values.filter((v) => v !== null && v !== undefined);
  if (!known.length) return null;
  const sorted = [...known].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** Each build's runs of each route: loads, traces and Lighthouse runs, keyed `${build}|${label}`. */
const runs = new Map();
const runsOf = (build, label) => {
  const key = `${build}|${label}`;
  if (!runs.has(key)) runs.set(key, { loads: [], traces: [], lighthouse: [] });
  return runs.get(key);
};
const targetOf = (build, route) => (build.name === 'floor' ? FLOOR_ROUTE : route);
const labelOf = (build, route) => (build.name === 'floor' ? 'floor' : routeLabel(route));

const interactions = {};
const servers = [];
try {
  for (const [i, build] of builds.entries()) {
    build.server = await serveBuild({ root, dir: build.dir, port: BASE_PORT + i * 10 });
    servers.push(build.server);
  }
  // Loads and traces, interleaved route by route: the floor, the app, the baseline.
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const route of LANDING_ROUTES) {
      for (const build of builds) {
        const target = targetOf(build, route);
        const into = runsOf(build.name, labelOf(build, route));
        const baseUrl = build.server.url;
        into.loads.push(await bytesAndCoverage({ browser, baseUrl, route: target }));
        for (let t = 0; t < TRACE_RUNS; t++) {
          into.traces.push(await mainThreadTrace({ browser, baseUrl, route: target, cpuRate: CPU_RATE }));
        }
      }
      console.log(`bench: loaded and traced ${routeLabel(route)}`);
    }
    // The interactions (scripts/bench-interactions.mjs), when that module is there.
    const interactionsModule = join(root, 'scripts', 'bench-interactions.mjs');
    if (!flag('no-interactions') && existsSync(interactionsModule)) {
      const { measureInteractions } = await import(interactionsModule);
      for (const build of builds.filter((b) => b.name !== 'floor')) {
        try {
          interactions[build.name] = await measureInteractions({
            browser,
            baseUrl: build.server.url,
            cpuRate: CPU_RATE,
          });
        } catch (error) {
          interactions[build.name] = { error: String(error?.message ?? error), rows: [] };
        }
        console.log(`bench: interactions measured on ${build.name}`);
      }
    }
  } finally {
    await browser.close();
  }
  // Lighthouse, interleaved page by page (the floor, the app, the baseline) in each of its runs.
  if (!flag('no-lighthouse')) {
    const lighthouse = await startLighthouse({ reportDir: join(root, 'test-results', 'lighthouse') });
    try {
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        for (const route of LANDING_ROUTES) {
          for (const build of builds) {
            const label = labelOf(build, route);
            runsOf(build.name, label).lighthouse.push(
              await lighthouse.measure({
                baseUrl: build.server.url,
                target: targetOf(build, route),
                label: `${build.name}-${label}`,
              }),
            );
          }
        }
        console.log(`bench: Lighthouse run ${run + 1} of ${LIGHTHOUSE_RUNS} done`);
      }
    } finally {
      await lighthouse.close();
    }
  }
} finally {
  servers.forEach((server) => server.stop());
}

// ---- The table ----

/** A build's medians for one route. */
function figures(build, label) {
  const r = runsOf(build, label);
  const lh = (key) => median(r.lighthouse.map((run) => run[key]));
  return {
    kb: median(r.loads.map((l) => l.kb)),
    kbAfterReady: median(r.loads.map((l) => l.kbAfterReady)),
    scripts: median(r.loads.map((l) => l.scripts)),
    coveragePercent: median(r.loads.map((l) => l.coveragePercent)),
    moduleEvaluationMs: median(r.traces.map((t) => t.moduleEvaluationMs)),
    mainThreadMs: median(r.traces.map((t) => t.mainThreadMs)),
    score: lh('performance'),
    lcpMs: lh('lcpMs'),
    tbtMs: lh('tbtMs'),
    accessibility: lh('accessibility'),
    bestPractices: lh('bestPractices'),
  };
}

const floor = figures('floor', 'floor');
/** Each figure's goal, from the floor's figures measured in this run. */
const goals = (path) => ({
  kb: { limit: limitOf(path), pass: (v) => v <= limitOf(path) },
  coveragePercent: { pass: (v) => v >= COVERAGE_GOAL },
  moduleEvaluationMs: { pass: (v) => floor.moduleEvaluationMs !== null && v <= 2 * floor.moduleEvaluationMs },
  mainThreadMs: { pass: (v) => floor.mainThreadMs !== null && v <= 1.5 * floor.mainThreadMs },
  score: { pass: (v) => floor.score !== null && v >= floor.score - 5 },
  lcpMs: { pass: (v) => floor.lcpMs !== null && v <= floor.lcpMs + 500 },
  tbtMs: { pass: (v) => floor.tbtMs !== null && v <= floor.tbtMs + 150 },
  accessibility: { pass: (v) => v === 100 },
  bestPractices: { pass: (v) => v === 100 },
});

const rows = [{ label: 'floor', build: 'floor', ...floor, pass: {} }];
for (const route of LANDING_ROUTES) {
  for (const build of builds.filter((b) => b.name !== 'floor')) {
    const label = routeLabel(route);
    const values = figures(build.name, label);
    const pass = Object.fromEntries(
      Object.entries(goals(route.path)).map(([key, goal]) => [
        key,
        values[key] === null ? null : goal.pass(values[key]),
      ]),
    );
    rows.push({ label, build: build.name === 'now' ? 'now' : 'before', ...values, pass });
  }
}

const COLUMNS = [
  ['kb', 'KB gzip', (v) => v.toFixed(1)],
  ['kbAfterReady', 'KB after', (v) => v.toFixed(1)],
  ['coveragePercent', 'coverage', (v) => `${v.toFixed(0)} %`],
  ['moduleEvaluationMs', 'module eval', (v) => `${Math.round(v)} ms`],
  ['mainThreadMs', 'main thread', (v) => `${Math.round(v)} ms`],
  ['score', 'score', (v) => String(v)],
  ['lcpMs', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`],
  ['tbtMs', 'TBT', (v) => `${Math.round(v)} ms`],
  ['accessibility', 'a11y', (v) => String(v)],
  ['bestPractices', 'BP', (v) => String(v)],
];
const WIDTH = 14;
const cell = (row, [key, , format]) => {
  const value = row[key];
  if (value === null || value === undefined) return '–'.padStart(WIDTH);
  const mark = row.pass[key] === true ? ' ✓' : row.pass[key] === false ? ' ✗' : '  ';
  return `${format(value)}${mark}`.padStart(WIDTH);
};
const goalLine = [
  '≤250 (/login 135)',
  '',
  `≥${COVERAGE_GOAL} %`,
  '≤2× floor',
  '≤1.5× floor',
  '≥floor−5',
  '≤floor+0.5 s',
  '≤floor+150',
  '100',
  '100',
].map((g) => g.padStart(WIDTH));

console.log(
  `\nbench ${date.toISOString()} · served by ${servedBy} · loads traced at ${CPU_RATE}× CPU (median of ${TRACE_RUNS}) · ` +
    `Lighthouse 12 mobile, median of ${LIGHTHOUSE_RUNS}, interleaved` +
    (baseline ? ` · before = ${baselineRef} (${baseline.sha})` : ''),
);
console.log(
  `${'route'.padEnd(18)} ${'build'.padEnd(6)}${COLUMNS.map(([, title]) => title.padStart(WIDTH)).join('')}`,
);
console.log(`${'goal'.padEnd(25)}${goalLine.join('')}`);
for (const row of rows) {
  console.log(`${row.label.padEnd(18)} ${row.build.padEnd(6)}${COLUMNS.map((c) => cell(row, c)).join('')}`);
}
console.log(
  '  KB and coverage: the scripts Chromium was asked for until the page was ready (h1 shown, no /api request open,\n' +
    '  no loading state; KB after: those asked for later, on idle or intent); module eval:\n' +
    '  top-level v8.evaluateModule + EvaluateScript, main thread: top-level RunTask, on the renderer main thread\n' +
    '  until then (scripts/bench-load.mjs).',
);

// The interactions' rows (scripts/bench-interactions.mjs): their own goal, or not growing from before.
const interactionRows = [];
if (interactions.now) {
  const before = new Map((interactions.before?.rows ?? []).map((r) => [r.name, r]));
  console.log(`\n${'interaction'.padEnd(52)} ${'now'.padStart(10)} ${'before'.padStart(10)}  goal`);
  for (const build of ['now', 'before']) {
    if (interactions[build]?.error) console.log(`  (${build}: ${interactions[build].error})`);
  }
  for (const r of interactions.now.rows) {
    const then = before.get(r.name) ?? null;
    const pass = r.pass ?? (then && r.value !== null && then.value !== null ? r.value <= then.value : null);
    const show = (x) =>
      x?.value === null || x?.value === undefined ? '–' : `${Math.round(x.value)} ${r.unit}`;
    const goal = r.goal !== null && r.goal !== undefined ? `≤ ${r.goal} ${r.unit}` : 'not above before';
    const mark = pass === true ? '✓' : pass === false ? '✗' : '';
    console.log(`${r.name.padEnd(52)} ${show(r).padStart(10)} ${show(then).padStart(10)}  ${goal} ${mark}`);
    interactionRows.push({ ...r, before: then?.value ?? null, pass });
  }
}
printBytes(bytes, appDir);
const unseen = printUncounted(bytes);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'latest.json'),
  `${JSON.stringify(
    {
      date: date.toISOString(),
      servedBy,
      cpuRate: CPU_RATE,
      traceRuns: TRACE_RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      baseline: baseline ? { ref: baselineRef, sha: baseline.sha } : null,
      rows,
      interactions: interactionRows,
      bytesFromManifest: bytes.map(({ label, kb, limit, missing }) => ({ label, kb, limit, missing })),
      uncountedByByteCheck: unseen,
    },
    null,
    2,
  )}\n`,
);
console.log('\nbench: written to bench-results/latest.json');
