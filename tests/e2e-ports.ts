// Ports and output folders of one browser-test run. E2E_PORT_OFFSET shifts them all, so two runs
// (for example two people's checks on one machine) do not share a server or a build folder; a run
// keeps within fourteen ports of its offset (4318–4325 with the default two workers, 4331 with four).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/**
 * Playwright workers of a run. Each has its own servers, so its own demo database. Two on the 2-core
 * CI machine: the run is bound by its processors, and four workers took as long (28.0 min against
 * 27.2 min for the whole run), each test slower by as much as the workers gained.
 */
export const WORKERS = 2;

export const API_PORT = 4318 + offset;
export const DEMO_PORT = 4319 + offset;
export const NGINX_PORT = 4320 + offset;
/** The same build with a demo backend that lacks every designed feature (server --designed-off). */
export const DESIGNED_OFF_PORT = 4321 + offset;
/** The nginx test's second, TLS, listener (one test starts it, so one port is enough). */
export const NGINX_TLS_PORT = 4325 + offset;
/** The Spring-convention test backend (server/spring) and the build's preview proxied to it: one pair per run. */
export const SPRING_API_PORT = 4340 + offset;
export const SPRING_APP_PORT = 4341 + offset;

/** The servers one worker talks to: the backend, the same behind nginx, and the designed-off one. */
export type WorkerServers = { api: number; nginx: number; 'designed-off': number };

/**
 * Worker 0 keeps the usual ports; worker 1 has the three after DESIGNED_OFF_PORT, and the others the
 * threes after NGINX_TLS_PORT. Every server holds its own demo database in memory, so a worker's
 * resets and writes never reach another's.
 */
export function serversOf(parallelIndex: number): WorkerServers {
  if (parallelIndex === 0) return { api: API_PORT, nginx: NGINX_PORT, 'designed-off': DESIGNED_OFF_PORT };
  if (parallelIndex >= WORKERS) {
    throw new Error(`tests/e2e-ports.ts has ports for ${WORKERS} workers, not worker ${parallelIndex}`);
  }
  const first = parallelIndex === 1 ? 4322 + offset : NGINX_TLS_PORT + 1 + 3 * (parallelIndex - 2);
  return { api: first, nginx: first + 1, 'designed-off': first + 2 };
}

/** The production build the browser tests serve (the default run uses the usual `dist`). */
export const E2E_DIST = offset ? `dist-e2e-${offset}` : 'dist';
export const E2E_DEMO_DIST = offset ? `dist-demo-e2e-${offset}` : 'dist-demo';
export const E2E_RESULTS = offset ? `test-results-${offset}` : 'test-results';
/**
 * The builds the servers serve. No type check here: `npm test` runs it first (npm run typecheck),
 * and the browser tests need only the bundles.
 */
export const E2E_BUILD = `npx vite build --outDir ${E2E_DIST}`;
export const E2E_DEMO_BUILD = `npx vite build --mode demo --outDir ${E2E_DEMO_DIST}`;
