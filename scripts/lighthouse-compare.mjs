#!/usr/bin/env node
// Lighthouse on two builds in one run (issue 17: "before and after, same machine, same run"): each
// build is served with its own demo backend through deploy/nginx.conf, and the pages are run
// alternately, build after build, so both meet the same load on this shared machine.
// Usage: node --import tsx scripts/lighthouse-compare.mjs --before dist-before --after dist [--runs 3]
//   (build the older commit with `git worktree add /tmp/before <commit>` and
//   `npx vite build --outDir <here>/dist-before` inside it)
import { spawn } from 'node:child_process';
import { BENCH_PAGES, DEMO_PASSWORD } from './bench-pages.mjs';
import { runLighthouse } from './lighthouse.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 3));
const builds = [
  ['before', arg('before', 'dist-before'), 4601],
  ['after', arg('after', 'dist'), 4602],
];
const pages = BENCH_PAGES;

const servers = builds.flatMap(([, dir, port]) => [
  spawn(
    process.execPath,
    ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(port), '--static', dir],
    {
      stdio: 'ignore',
    },
  ),
  spawn(
    process.execPath,
    [
      'scripts/nginx-serve.mjs',
      '--port',
      String(port + 10),
      '--root',
      dir,
      '--upstream',
      `127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  ),
]);
await new Promise((resolve) => setTimeout(resolve, 5000));

const results = {};
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [name, , port] of builds) {
      const runs = await runLighthouse({
        baseUrl: `http://localhost:${port + 10}`,
        pages,
        password: DEMO_PASSWORD,
        reportDir: `/tmp/lighthouse-${name}`,
      });
      for (const r of runs) (results[`${r.path}|${name}`] ??= []).push(r);
      console.log(name, i + 1, runs.map((r) => `${r.path}=${r.performance}`).join(' '));
    }
  }
} finally {
  servers.forEach((server) => server.kill());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `\nmedian of ${RUNS}: performance · total blocking time · largest contentful paint · main-thread work`,
);
for (const { path } of pages) {
  const row = builds.map(([name]) => {
    const runs = results[`${path}|${name}`] ?? [];
    const m = (key) => median(runs.map((r) => r[key]));
    return `${name} ${m('performance')} · ${m('tbtMs')} ms · ${m('lcpMs')} ms · ${m('mainThreadMs')} ms`;
  });
  console.log(`${path.padEnd(16)} ${row.join(' | ')}`);
}
