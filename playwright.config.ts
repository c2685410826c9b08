import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium-launch';
import {
  API_PORT,
  DEMO_PORT,
  DESIGNED_OFF_PORT,
  E2E_BUILD,
  E2E_DEMO_DIST,
  E2E_DIST,
  E2E_RESULTS,
  NGINX_PORT,
} from './tests/e2e-ports';

// Browser tests drive Debian's Chromium (browsers cannot be downloaded here). The production build
// is served by the demo backend's Node server, which answers /api over HTTP as a real backend
// would; one project runs the static demo build, where MSW answers inside the browser.

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: `./${E2E_RESULTS}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${API_PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    locale: 'az-AZ',
  },
  projects: [
    {
      name: 'production',
      testIgnore: /demo-mode\.spec\.ts|nginx\.spec\.ts|designed-off\.spec\.ts|phone-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      // The production build on a 390×844 phone with touch (issue 15): the journeys and the layout checks.
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
      // The layout checks again on a tablet held upright (768×1024).
      name: 'tablet',
      testMatch: /phone-layout\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 768, height: 1024 },
        screen: { width: 768, height: 1024 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // And on a desk (1440×900): wide tables keep their row actions in view there too.
      name: 'desk',
      testMatch: /phone-layout\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        screen: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // The same build behind deploy/nginx.conf, with the demo backend's server as the /api upstream.
      name: 'nginx',
      testMatch: /nginx\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://localhost:${NGINX_PORT}`,
      },
    },
    {
      // The same build against a backend with only the spec's endpoints and the core ones (issue 14).
      name: 'designed-off',
      testMatch: /designed-off\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://localhost:${DESIGNED_OFF_PORT}`,
      },
    },
    {
      name: 'in-browser-demo',
      testMatch: /demo-mode\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
        baseURL: `http://localhost:${DEMO_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `${E2E_BUILD} && node --import tsx server/demo-api-server.ts --port ${API_PORT} --static ${E2E_DIST} --token-ttl 30`,
      url: `http://localhost:${API_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node --import tsx server/demo-api-server.ts --port ${DESIGNED_OFF_PORT} --static ${E2E_DIST} --designed-off`,
      url: `http://localhost:${DESIGNED_OFF_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/nginx-serve.mjs --port ${NGINX_PORT} --root ${E2E_DIST} --upstream 127.0.0.1:${API_PORT}`,
      url: `http://localhost:${NGINX_PORT}/api/demo/outbox`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: `npx vite build --mode demo --outDir ${E2E_DEMO_DIST} && npx vite preview --outDir ${E2E_DEMO_DIST} --port ${DEMO_PORT} --strictPort`,
      url: `http://localhost:${DEMO_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
