#!/usr/bin/env node
// What a real network adds to a first load: each landing route loaded with every request held for a
// round trip (CDP's latency, bandwidth left free, so only the rounds of requests count), through
// deploy/nginx.conf over HTTP/2 (TLS) and over HTTP/1.1, where the browser opens six connections a
// host. Prints, per route, when the heading showed and when the page was ready (bench-load.mjs's
// rule), median of --runs loads, for each build given.
//   node --import tsx scripts/bench-rounds.mjs --dist dist [--dist /tmp/before] [--rtt 150] [--runs 3]
// The other measures (scripts/bench.mjs) run on an unthrottled network, where rounds cost nothing.
import { spawn } from 'node:child_process';
import { request } from 'node:https';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium-launch.ts';
import { BUSY_IN_MAIN, loadUntilReady, SHELL_POLLS, watchReadyInPage } from './bench-load.mjs';
import { signInByApi } from './bench-pages.mjs';
import { LANDING_ROUTES, routeLabel } from './landing-routes.mjs';

const argv = process.argv.slice(2);
const all = (name) => argv.flatMap((arg, i) => (argv[i - 1] === `--${name}` ? [arg] : []));
const one = (name, fallback) => all(name)[0] ?? fallback;
const dists = all('dist').map((dist) => resolve(dist));
const RTT_MS = Number(one('rtt', 150));
const RUNS = Number(one('runs', 3));
const PORT = Number(one('port', 4760));
if (!dists.length) throw new Error('bench-rounds: give --dist <build>');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** A time in ms, or '–' where a load never got there (no heading shown). */
const ms = (values) => (values.every(Number.isFinite) ? `${Math.round(median(values))}` : '–');

/** Answers once GET `url` does; `https` accepts the self-signed certificate nginx-serve makes. */
async function answering(url) {
  const get = () =>
    new Promise((done) => {
      const req = request(url, { rejectUnauthorized: false }, (res) => done(res.statusCode === 200));
      req.on('error', () => done(false));
      req.end();
    });
  for (let i = 0; i < 200; i++) {
    if (
      url.startsWith('https:')
        ? await get()
        : await fetch(url).then(
            (r) => r.ok,
            () => false,
          )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench-rounds: ${url} did not answer`);
}

/** The build's demo backend, and nginx in front of it twice: plain HTTP/1.1, and TLS with HTTP/2. */
async function serve(dist, port) {
  const node = (args) => spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const nginx = (listen, tls) =>
    node([
      'scripts/nginx-serve.mjs',
      '--port',
      String(listen),
      '--root',
      dist,
      '--upstream',
      `127.0.0.1:${port}`,
      ...tls,
    ]);
  const children = [
    node(['--import', 'tsx', 'server/demo-api-server.ts', '--port', String(port), '--static', dist]),
    nginx(port + 1, []),
    nginx(port + 2, ['--tls']),
  ];
  const origins = { 'HTTP/2': `https://localhost:${port + 2}`, 'HTTP/1.1': `http://localhost:${port + 1}` };
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await answering(`http://127.0.0.1:${port}/api/country/list`);
    await Promise.all(Object.values(origins).map((origin) => answering(`${origin}/login`)));
  } catch (error) {
    stop();
    throw error;
  }
  return { origins, stop };
}

async function firstLoad(browser, origin, route) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    if (route.email) await signInByApi(context, origin, route.email);
    const page = await context.newPage();
    await page.addInitScript(watchReadyInPage, [[...SHELL_POLLS], BUSY_IN_MAIN]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await loadUntilReady(page, `${origin}${route.path}`);
    return await page.evaluate(() => ({ heading: window.__benchHeadingAt, ready: window.__benchReadyAt }));
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--ignore-certificate-errors'],
});
const builds = [];
try {
  for (const [b, dist] of dists.entries()) builds.push({ dist, ...(await serve(dist, PORT + 10 * b)) });
  // One load each first, not counted: the servers' own first answers (disk, TLS set-up) are slower.
  for (const build of builds) {
    for (const origin of Object.values(build.origins)) await firstLoad(browser, origin, LANDING_ROUTES[0]);
  }
  for (const route of LANDING_ROUTES) {
    // The builds and protocols take turns run by run, so a slower moment of the machine falls on all.
    const loads = builds.map((build) => Object.keys(build.origins).map(() => []));
    for (let run = 0; run < RUNS; run++) {
      for (const [b, build] of builds.entries()) {
        for (const [p, origin] of Object.values(build.origins).entries())
          loads[b][p].push(await firstLoad(browser, origin, route));
      }
    }
    for (const [b, build] of builds.entries()) {
      const cells = Object.keys(build.origins).map((protocol, p) => {
        const heading = ms(loads[b][p].map((l) => l.heading));
        const ready = ms(loads[b][p].map((l) => l.ready));
        return `${protocol} ${heading} → ${ready} ms`;
      });
      console.log(`${routeLabel(route).padEnd(16)} ${build.dist.padEnd(24)} ${cells.join('   ')}`);
    }
  }
  console.log(
    `\nbench-rounds ${new Date().toISOString()} · round trip ${RTT_MS} ms, bandwidth free · median of ${RUNS}` +
      ' · heading shown → page ready, from navigation start',
  );
} finally {
  await browser.close();
  builds.forEach((build) => build.stop());
}
