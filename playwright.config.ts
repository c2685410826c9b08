import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium-launch';
import {
  API_PORT,
  DEMO_PORT,
  E2E_BUILD,
  E2E_DEMO_BUILD,
  E2E_DEMO_DIST,
  E2E_DIST,
  E2E_RESULTS,
  serversOf,
  SPRING_API_PORT,
  SPRING_APP_PORT,
  WORKERS,
} from './tests/e2e-ports';
import type { BackendOption } from './tests/e2e/fixtures';

// Browser tests drive Debian's Chromium (browsers cannot be downloaded here). The production build
// is served by the demo backend's Node server, which answers /api over HTTP as a real backend
// would; one project runs the static demo build, where MSW answers inside the browser.
// Each worker has its own servers (tests/e2e-ports.ts), so its own demo database: tests/e2e/fixtures.ts
// points a test's baseURL at its worker's. No retries: a flaky test is fixed, not run again.

// Baku's clock for the demo backend's servers (they inherit this) and, through timezoneId below, for
// the browser: the screens and the backend then decide 'today' on the same day, as in production.
process.env.TZ = 'Asia/Baku';

/** One worker's servers: the backend with the build, the designed-off backend, nginx in front of the first. */
function serversOfWorker(index: number) {
  const ports = serversOf(index);
  const api = `node --import tsx server/demo-api-server.ts --port ${ports.api} --static ${E2E_DIST}`;
  return [
    {
      // Worker 0's backend waits for both builds (made side by side); the others start from them.
      command:
        index === 0
          ? `${E2E_DEMO_BUILD} & demo=$!; ${E2E_BUILD} && wait $demo && ${api} --token-ttl 30`
          : `${api} --token-ttl 30`,
      url: `http://localhost:${ports.api}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node --import tsx server/demo-api-server.ts --port ${ports['designed-off']} --static ${E2E_DIST} --designed-off`,
      url: `http://localhost:${ports['designed-off']}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/nginx-serve.mjs --port ${ports.nginx} --root ${E2E_DIST} --upstream 127.0.0.1:${ports.api}`,
      url: `http://localhost:${ports.nginx}/api/demo/outbox`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ];
}

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };

export default defineConfig<BackendOption>({
  testDir: './tests/e2e',
  outputDir: `./${E2E_RESULTS}`,
  // Tests, not files, are shared out: the walks over every screen are files of many tests, and
  // each test starts from a fresh page and its worker's own database.
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  // A test's whole time, a guard against a hang and not a measure of speed (that is `npm run bench`).
  // The journeys take 12–27 s at this machine's usual speed and twice that on a slow day: at 30 s
  // two-account journeys with axe on every page failed on time alone (2026-11-28). A wait that
  // really hangs still fails at its own 7 s expectation first.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./tests/e2e-failure-context.ts']],
  use: {
    baseURL: `http://localhost:${API_PORT}`,
    backend: 'api',
    launchOptions: chromiumLaunchOptions,
    // A failure prints its error and the page's accessibility tree (error-context.md). A trace
    // (actions, network, console, DOM snapshots) is recorded with PW_TRACE=1: recorded for every
    // test and kept for the failed ones, it cost a tenth of the run (the hostile-input walks: 2.0 min
    // with it, 1.8 without). Never the screencast: it cost a quarter (two journeys: 1.6 min, 1.2).
    trace: process.env.PW_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    locale: 'az-AZ',
    timezoneId: 'Asia/Baku',
  },
  projects: [
    {
      name: 'production',
      testIgnore:
        /demo-mode\.spec\.ts|nginx\.spec\.ts|designed-off\.spec\.ts|phone-.*\.spec\.ts|spring-backend\.spec\.ts|demo-phone\.spec\.ts/,
      use: desktop,
    },
    {
      // The production build on a 390×844 phone with touch (issue 15): the journeys and the layout
      // checks; the layout spec measures each screen on a 768px tablet and a 1440px desk too.
      name: 'phone',
      testMatch: /phone-.*\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // The layout checks again in a desktop browser, each page at a tablet's width held upright
      // (768×1024) and then, resized in place, at a desk's (1440×900).
      name: 'tablet-and-desk',
      testMatch: /phone-layout\.spec\.ts/,
      use: {
        ...desktop,
        viewport: { width: 768, height: 1024 },
        screen: { width: 1440, height: 1024 },
      },
    },
    {
      // The same build behind deploy/nginx.conf, with the worker's demo backend as the /api upstream.
      name: 'nginx',
      testMatch: /nginx\.spec\.ts/,
      use: { ...desktop, backend: 'nginx' },
    },
    {
      // The same build against a backend with only the spec's endpoints and the core ones (issue 14).
      name: 'designed-off',
      testMatch: /designed-off\.spec\.ts/,
      use: { ...desktop, backend: 'designed-off' },
    },
    {
      // The static demo build: its database lives in the browser, so one server serves every worker.
      name: 'in-browser-demo',
      testMatch: /demo-mode\.spec\.ts/,
      use: { ...desktop, backend: 'fixed', baseURL: `http://localhost:${DEMO_PORT}` },
    },
    {
      // The same in-browser demo (its top bar with the demo's controls) on phones of 360 and 390px,
      // in each language: the spec sets the width.
      name: 'demo-phone',
      testMatch: /demo-phone\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        launchOptions: chromiumLaunchOptions,
        backend: 'fixed',
        baseURL: `http://localhost:${DEMO_PORT}`,
      },
    },
    {
      // The same build, served by `vite preview` with VITE_API_PROXY, against a backend written from
      // the spec alone in Spring's conventions (server/spring, docs/spring-backend.md).
      name: 'spring',
      testMatch: /spring-backend\.spec\.ts/,
      use: { ...desktop, backend: 'fixed', baseURL: `http://localhost:${SPRING_APP_PORT}` },
    },
  ],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => serversOfWorker(index)).flat(),
    {
      // Built beside the production build by worker 0's backend command above.
      command: `npx vite preview --outDir ${E2E_DEMO_DIST} --port ${DEMO_PORT} --strictPort`,
      url: `http://localhost:${DEMO_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node --import tsx server/spring/server.ts --port ${SPRING_API_PORT} --token-ttl 60`,
      // Its only open endpoint: everything else under /api wants a token.
      url: `http://127.0.0.1:${SPRING_API_PORT}/api/country/list`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Started after worker 0's backend, so its build is there.
      command: `npx vite preview --outDir ${E2E_DIST} --port ${SPRING_APP_PORT} --strictPort`,
      env: { VITE_API_PROXY: `http://127.0.0.1:${SPRING_API_PORT}` },
      url: `http://localhost:${SPRING_APP_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
