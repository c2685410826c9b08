#!/usr/bin/env node
// Size budget of the production build: the gzip size of the JavaScript needed to show /login, and
// the largest lazily loaded route chunk. The budget number comes from the build's module graph
// (deterministic on any machine); a run in real Chromium checks the page really shows with it.
// Usage: npm run bench [-- --no-build] [-- --enforce]
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const LOGIN_BUDGET_KB = 150;
const PORT = 4320;
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

/** Files a set of manifest entries needs: each entry's chunk and, transitively, its static imports. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

// /login: the entry, the route's lazy modules, and the sign-in page's translations (the active
// language az, plus en, which i18next loads as the fallback).
const coreNamespaces = /^locales\/(az|en)\/(common|nav|errors|validation|ui|status|auth)\.json$/;
const loginFiles = closure([
  'index.html',
  'src/app/layouts/auth-layout.tsx',
  'src/app/routes/auth/login.tsx',
  ...Object.keys(manifest).filter((key) => coreNamespaces.test(key)),
])
  .map((file) => ({ file, gz: gzipKb(readFileSync(join(dist, file))) }))
  .sort((a, b) => b.gz - a.gz);
const loginTotal = loginFiles.reduce((sum, f) => sum + f.gz, 0);

const routeChunks = Object.entries(manifest)
  .filter(
    ([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js') && !chunk.src?.startsWith('locales/'),
  )
  .map(([source, chunk]) => ({ source, file: chunk.file, gz: gzipKb(readFileSync(join(dist, chunk.file))) }))
  .sort((a, b) => b.gz - a.gz);

// Cross-check in Chromium: the page shows, and which scripts it asked for before it did.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(PORT), '--static', 'dist'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let observedKb = 0;
try {
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Demo API server') && resolve());
    server.on('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const requested = [];
  page.on('request', (request) => new URL(request.url()).pathname.endsWith('.js') && requested.push(request));
  await page.goto(`http://localhost:${PORT}/login`);
  await page.getByRole('button', { name: 'Daxil ol' }).waitFor();
  const beforeShown = [...requested];
  await page.waitForLoadState('networkidle');
  for (const request of beforeShown) {
    const response = await request.response();
    if (response) observedKb += gzipKb(await response.body());
  }
  await browser.close();
} finally {
  server.kill();
}

console.log('\nJavaScript needed to show /login (gzip -9):');
for (const f of loginFiles.filter((f) => f.gz >= 1)) console.log(`  ${kb(f.gz).padStart(9)}  ${f.file}`);
const small = loginFiles.filter((f) => f.gz < 1);
console.log(
  `  ${kb(small.reduce((s, f) => s + f.gz, 0)).padStart(9)}  ${small.length} files under 1 KB (translations, small modules)`,
);
console.log(`  ${kb(loginTotal).padStart(9)}  total, budget ${LOGIN_BUDGET_KB} KB`);
console.log(
  `  (Chromium had fetched ${kb(observedKb)} of scripts when it saw the form, warm-ups started as it appeared included)`,
);
console.log('\nLargest route chunks (gzip -9):');
for (const c of routeChunks.slice(0, 5)) console.log(`  ${kb(c.gz).padStart(9)}  ${c.file}  (${c.source})`);
const largest = routeChunks[0];
console.log(
  `\nbench: login-js-gzip=${loginTotal.toFixed(1)}KB largest-route-chunk-gzip=${largest ? largest.gz.toFixed(1) : 0}KB (${largest?.source ?? '-'})`,
);
if (loginTotal > LOGIN_BUDGET_KB) {
  console.log(
    `bench: /login is OVER its ${LOGIN_BUDGET_KB} KB budget by ${kb(loginTotal - LOGIN_BUDGET_KB)}`,
  );
  if (args.has('--enforce')) process.exitCode = 1;
}
