import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import type * as QueryClientModule from '@/lib/query-client';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDbOnFirstUse, setSeedSize } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { i18n, i18nReady } from '@/lib/i18n';
import { resetMissingFeatures } from '@/lib/server-features';
import { checkConsoleErrors, guardConsoleErrors } from './console-errors';
import { TEST_SEED_SIZE } from './seed-size';
import { preloadsSettled } from '@/app/route-table/preload';
import { loadPatchedRoutes } from '@/app/route-table/signed-in-on-demand';

// Every Vitest file talks to the same demo backend as the app, through msw/node. A request that
// no handler answers fails the test.

// Lazy route modules and the 10,000-inquiry seed take a while on a busy 2-core CI machine; findBy*
// and waitFor wait up to 10 s before they fail (a passing test returns as soon as it can). At 5 s a
// CI run with the machine shared failed three tests that pass alone: a lazy page, an upload, a form check.
configure({ asyncUtilTimeout: 10_000 });
// A failed query prints the page; at the default 7,000 characters a signed-in page's dump ends inside the
// sidebar, before <main> says what the user saw.
process.env.DEBUG_PRINT_LIMIT ??= '60000';

guardConsoleErrors();

// The app retries a failed query 3 times with TanStack's back-off (1 s, 2 s, 4 s): a test of an
// error state would sit 7 s on the clock. Here the retries come at once; how many, and which
// errors are retried at all, stay the app's own (lib/query-client.ts).
vi.mock('@/lib/query-client', async (importOriginal) => {
  const original = await importOriginal<typeof QueryClientModule>();
  return {
    createQueryClient: () => {
      const client = original.createQueryClient();
      const defaults = client.getDefaultOptions();
      client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
      return client;
    },
  };
});

// jsdom has no layout: ScrollRestoration's scrollTo is a no-op here.
window.scrollTo = () => undefined;
// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom's Blob has no stream(), which msw needs to hand a blob answer (a download) to XMLHttpRequest.
if (!('stream' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}

setSeedSize(TEST_SEED_SIZE);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
  await i18n.loadLanguages(['az', 'en', 'ru']);
  // Tests read English words beside the chosen Azerbaijani ({ lng: 'en' }); the app fetches the
  // fallback's words only for a key the chosen language lacks, so they are fetched here once, as a
  // switch to English fetches them.
  const namespaces = Object.keys(import.meta.glob('/locales/en/*.json')).map((file) =>
    file.replace(/^.*\/|\.json$/g, ''),
  );
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(namespaces);
  await i18n.changeLanguage('az');
  // As main.tsx does for a signed-in visit: renderApp with a role then gets the whole table.
  await loadPatchedRoutes();
});

beforeEach(async () => {
  guardConsoleErrors();
  localStorage.clear();
  sessionStorage.clear();
  resetMissingFeatures();
  // Imported here, not at the top: a test file's own mock of lib/query-client (registered when the
  // file loads, after this setup file) must reach the session's client as well.
  (await import('@/lib/session-query-client')).forgetSessionQueryClient();
  resetDbOnFirstUse();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  if (i18n.language !== 'az') await i18n.changeLanguage('az');
});

// The console is checked last, after unmounting: an error logged while the screen goes away counts too.
afterEach(async () => {
  cleanup();
  // Unmounted screens start no more preloads; those still loading finish inside this test, since an
  // import still open when a worker's environment goes was refused, and the refusal kept for its files.
  await preloadsSettled();
  // react-hot-toast keeps its toasts in a module-level store, which files of a worker share: a toast
  // left showing would reach the next test's screen (a failed export's alert met a later file's check
  // that no alert shows). The screen is gone by now, so nothing re-renders.
  toast.remove();
  server.resetHandlers();
  checkConsoleErrors();
});

// Files share a worker's modules and jsdom (vite.config.ts, project 'shared'): what one file
// changed of them ends with it.
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
  checkConsoleErrors();
});
