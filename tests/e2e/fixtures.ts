import { expect, test as base, type TestInfo } from '@playwright/test';
import { serversOf, type WorkerServers } from '@tests/e2e-ports';

// What every browser test imports instead of @playwright/test: the same `test`, with `baseURL`
// pointing at the servers of the test's own worker (tests/e2e-ports.ts), so each worker has its
// own demo database and one worker's resets and writes never reach the other's tests.

/** Which of the worker's servers a project talks to; 'fixed' keeps the project's baseURL as set. */
export type Backend = keyof WorkerServers | 'fixed';
export type BackendOption = { backend: Backend };

function urlOf(backend: Backend, info: TestInfo) {
  if (backend === 'fixed') return info.project.use.baseURL as string;
  return `http://localhost:${serversOf(info.parallelIndex)[backend]}`;
}

/** The base URL of this test's worker's server, for contexts a test opens itself. */
export const workerBaseURL = (info: TestInfo) =>
  urlOf((info.project.use as Partial<BackendOption>).backend ?? 'api', info);

export const test = base.extend<BackendOption & { freshDemoData: void }>({
  backend: ['api', { option: true }],
  baseURL: async ({ backend }, provide, testInfo) => {
    await provide(urlOf(backend, testInfo));
  },
  // A route handler still at work when a test ends (a held script, an answer being fetched) has no
  // page left to answer; what it then throws is not the test's failure, nor the run's.
  context: async ({ context }, provide) => {
    await provide(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  // Every test starts from the seeded database of its worker: tests, not files, are shared out
  // (playwright.config.ts), so a worker's previous test may come from any file and may have
  // suspended a carrier or changed a password. The in-browser demo keeps its database in the page.
  freshDemoData: [
    async ({ backend, baseURL, playwright }, provide) => {
      if (backend !== 'fixed') {
        const request = await playwright.request.newContext({ baseURL });
        const response = await request.post('/api/demo/reset');
        expect(response.status(), 'the demo database is reset').toBe(204);
        await request.dispose();
      }
      await provide();
    },
    { auto: true },
  ],
});

// Everything else (expect, the types) as @playwright/test has it; `test` above takes the place of its own.
export * from '@playwright/test';
