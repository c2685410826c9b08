// Ports and output folders of one browser-test run. E2E_PORT_OFFSET shifts them all, so two runs
// (for example two people's checks on one machine) do not share a server or a build folder.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const API_PORT = 4318 + offset;
export const DEMO_PORT = 4319 + offset;
export const NGINX_PORT = 4320 + offset;
/** The same build with a demo backend that lacks every designed feature (server --designed-off). */
export const DESIGNED_OFF_PORT = 4321 + offset;
/** The production build the browser tests serve (the default run uses the usual `dist`). */
export const E2E_DIST = offset ? `dist-e2e-${offset}` : 'dist';
export const E2E_DEMO_DIST = offset ? `dist-demo-e2e-${offset}` : 'dist-demo';
export const E2E_RESULTS = offset ? `test-results-${offset}` : 'test-results';
export const E2E_BUILD = offset ? `npx vite build --outDir ${E2E_DIST}` : 'npm run build';
