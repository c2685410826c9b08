#!/usr/bin/env node
// Size budget of the production build, measured in real Chromium: the gzip size of every
// JavaScript file the browser fetches to show /login, and the largest lazily loaded route chunk.
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

const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(PORT), '--static', 'dist'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Demo API server') && resolve());
  server.on('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
});

let exitCode = 0;
try {
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
  // "Needed to show": every script requested before the login form is on screen. What the page
  // fetches afterwards (the HTTP client, warmed while the browser is idle) is not.
  const requested = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) requested.push(request);
  });
  await page.goto(`http://localhost:${PORT}/login`);
  await page.getByRole('button', { name: 'Daxil ol' }).waitFor();
  const needed = [...requested];
  await page.waitForLoadState('networkidle');
  const scripts = new Map();
  for (const request of needed) {
    const response = await request.response();
    if (response) scripts.set(new URL(request.url()).pathname, await response.body());
  }
  const later = requested.filter((r) => !needed.includes(r)).map((r) => new URL(r.url()).pathname);
  await browser.close();

  const loginFiles = [...scripts.entries()]
    .map(([path, body]) => ({ path, gz: gzipKb(body) }))
    .sort((a, b) => b.gz - a.gz);
  const loginTotal = loginFiles.reduce((sum, f) => sum + f.gz, 0);

  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([source, chunk]) => ({
      source,
      file: chunk.file,
      gz: gzipKb(readFileSync(join(dist, chunk.file))),
    }))
    .sort((a, b) => b.gz - a.gz);
  const largest = routeChunks[0];

  console.log('\nJavaScript fetched to show /login (gzip -9):');
  for (const f of loginFiles) console.log(`  ${kb(f.gz).padStart(9)}  ${f.path}`);
  console.log(`  ${kb(loginTotal).padStart(9)}  total, budget ${LOGIN_BUDGET_KB} KB`);
  if (later.length) console.log(`  (fetched after the form showed: ${later.join(', ')})`);
  console.log('\nLargest route chunks (gzip -9):');
  for (const c of routeChunks.slice(0, 5)) console.log(`  ${kb(c.gz).padStart(9)}  ${c.file}  (${c.source})`);
  console.log(
    `\nbench: login-js-gzip=${loginTotal.toFixed(1)}KB largest-route-chunk-gzip=${largest ? largest.gz.toFixed(1) : 0}KB (${largest?.source ?? '-'})`,
  );
  if (loginTotal > LOGIN_BUDGET_KB) {
    console.log(
      `bench: /login is OVER its ${LOGIN_BUDGET_KB} KB budget by ${kb(loginTotal - LOGIN_BUDGET_KB)}`,
    );
    if (args.has('--enforce')) exitCode = 1;
  }
} finally {
  server.kill();
}
process.exit(exitCode);
