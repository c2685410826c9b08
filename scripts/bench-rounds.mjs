#!/usr/bin/env node
// What a real network adds to a first load: each landing route loaded with every request held for a
// round trip (CDP's latency, bandwidth left free, so only the rounds of requests count), through
// deploy/nginx.conf over HTTP/2 (TLS) and over HTTP/1.1, where the browser opens six connections a
// host. Prints, per route, when the heading showed and when the page was ready (bench-load.mjs's
// rule), median of --runs loads, for each build given.
//   node --import tsx scripts/bench-rounds.mjs --dist dist [--dist /tmp/before] [--rtt 150] [--runs 3]
// The other measures (scripts/bench.mjs) run on an unthrottled network, where rounds cost nothing.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium-launch.ts';
import { BUSY_IN_MAIN, loadUntilReady, SHELL_POLLS, watchReadyInPage } from './bench-load.mjs';
import { signInByApi } from './bench-pages.mjs';
import { serveBuild } from './bench-serve.mjs';
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

/** The build's demo backend, and nginx in front of it twice: plain HTTP/1.1, and TLS with HTTP/2. */
async function serve(dist, port) {
  const { url, tlsUrl, stop } = await serveBuild({
    root: fileURLToPath(new URL('..', import.meta.url)),
    dir: dist,
    port,
    tls: true,
  });
  return { origins: { 'HTTP/2': tlsUrl, 'HTTP/1.1': url }, stop };
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
