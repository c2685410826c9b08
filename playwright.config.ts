import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium-launch';

// Browser tests drive Debian's Chromium (browsers cannot be downloaded here). The production build
// is served by the demo backend's Node server, which answers /api over HTTP as a real backend
// would; one project runs the static demo build, where MSW answers inside the browser.

export const API_PORT = 4318;
export const DEMO_PORT = 4319;
export const NGINX_PORT = 4320;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
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
      testIgnore: /demo-mode\.spec\.ts|nginx\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
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
      command: `npm run build && node --import tsx server/demo-api-server.ts --port ${API_PORT} --static dist --token-ttl 30`,
      url: `http://localhost:${API_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node scripts/nginx-serve.mjs --port ${NGINX_PORT} --root dist --upstream 127.0.0.1:${API_PORT}`,
      url: `http://localhost:${NGINX_PORT}/api/demo/outbox`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      command: `npx vite build --mode demo --outDir dist-demo && npx vite preview --outDir dist-demo --port ${DEMO_PORT} --strictPort`,
      url: `http://localhost:${DEMO_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
