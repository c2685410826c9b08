import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { endpoints } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { ROUTES, WITHOUT_DATA } from '@tests/e2e/screens';
import { expectConsoleError } from './console-errors';
import { renderApp } from './render-app';

// Faults, walked in full at route level (src/app/faults-*.test.tsx): every screen that
// loads data meets each of the six faults on all its data calls (every GET of /api but the
// session's refresh). It must never go blank: a failed load says so in az with a retry that brings
// the data back, an ended session leads to /login and back, and a slow answer shows a busy state.
// The browser walk (tests/e2e/faults-screens.spec.ts) meets the same faults at the network's edge,
// with the real back-off, on a sample of these screens.

const FAULTS = [
  'server-error',
  'network-down',
  'malformed-json',
  'wrong-shape',
  'slow',
  'forbidden',
] as const;
type Fault = (typeof FAULTS)[number];

/** The az sentence each failing fault must show (locales/az/errors.json). */
const MESSAGES: Record<Exclude<Fault, 'slow' | 'forbidden'>, RegExp> = {
  'server-error': /Serverdə xəta baş verdi/,
  'network-down': /Serverlə əlaqə yoxdur/,
  'malformed-json': /Serverdən gözlənilməz cavab gəldi/,
  'wrong-shape': /Serverdən gözlənilməz cavab gəldi/,
};
/** What a raw, untranslated failure looks like when it leaks to the screen. */
const RAW_ERROR =
  /Request failed|status code|Network Error|Unexpected (token|response|end)|undefined|\[object/i;
/** Every sentence the app may show for a failed load. */
const ANY_LOAD_ERROR =
  /Serverdə xəta|Serverlə əlaqə yoxdur|Serverdən gözlənilməz cavab|Məlumatları yükləmək mümkün olmadı|icazəniz yoxdur|Nəsə alınmadı/;
const SESSION_ENDED = 'Sessiyanın vaxtı bitdi. Yenidən daxil olun.';
const FORBIDDEN = /Bu əməliyyat üçün icazəniz yoxdur/;

/** Puts the fault between the app and the demo backend on every data call; returns its lift. */
function injectFault(fault: Fault) {
  // The app logs an answer it cannot read (lib/api-errors): that is how a developer hears of it.
  if (fault === 'malformed-json' || fault === 'wrong-shape')
    expectConsoleError(/Unexpected response from GET/);
  let lifted = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const refresh = `*/api${endpoints.auth.refreshToken}`;
  server.use(
    http.post(refresh, () =>
      fault === 'forbidden' && !lifted
        ? HttpResponse.json({ message: 'Refresh token expired' }, { status: 401 })
        : undefined,
    ),
    http.get('*/api/*', async () => {
      if (lifted) return undefined;
      switch (fault) {
        case 'server-error':
          return new HttpResponse('<h1>502 Bad Gateway</h1>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          });
        case 'forbidden':
          return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
        case 'network-down':
          return HttpResponse.error();
        case 'malformed-json':
          return new HttpResponse('{"content": [{"id": 1,', {
            headers: { 'Content-Type': 'application/json' },
          });
        case 'wrong-shape':
          return HttpResponse.json({ unexpected: ['not', 'what', 'the', 'screen', 'expects'] });
        case 'slow':
          await released;
          await delay(0);
          return undefined;
      }
    }),
  );
  return () => {
    lifted = true;
    release();
  };
}

/** The alerts that say a load failed, as the user reads them. */
const loadErrors = () =>
  screen.queryAllByRole('alert').filter((node) => ANY_LOAD_ERROR.test(node.textContent ?? ''));

const busy = () =>
  [
    ...document.querySelectorAll('[aria-busy="true"]'),
    ...screen.queryAllByRole('progressbar'),
    ...screen.queryAllByRole('status', { name: /Yüklənir/ }),
    ...screen.queryAllByRole('status').filter((node) => /Yüklənir/.test(node.textContent ?? '')),
  ].length > 0;

/** A heading or the app's shell is there, with text, and no error page (waits for the shell). */
async function expectNotBlank() {
  await waitFor(() =>
    expect(
      screen.queryAllByRole('heading', { level: 1 }).length + screen.queryAllByRole('banner').length,
    ).toBeGreaterThan(0),
  );
  expect(document.body.textContent?.trim()).not.toBe('');
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
}

async function expectFailedLoad(message: RegExp, lift: () => void) {
  const alerts = async () =>
    (await screen.findAllByRole('alert')).filter((node) => message.test(node.textContent ?? ''));
  await waitFor(async () => expect((await alerts()).length).toBeGreaterThan(0));
  await expectNotBlank();
  const shown = await alerts();
  // One sentence per part of the screen, in no toast besides.
  expect(screen.getAllByText(message)).toHaveLength(shown.length);
  for (const alert of screen.getAllByRole('alert')) expect(alert.textContent).not.toMatch(RAW_ERROR);
  const retries = shown.map((alert) => within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
  lift();
  return retries;
}

const FAILING = FAULTS.filter((fault): fault is keyof typeof MESSAGES => fault in MESSAGES);

/** Every screen of the role that loads data, each meeting the six faults. */
export function walkFaults(role: keyof typeof ROUTES) {
  beforeEach(() => toast.remove());
  const screens = ROUTES[role].filter((path) => !WITHOUT_DATA.has(path));
  describe.each(screens)(`${role} %s`, (path) => {
    it.each(FAILING)('holds under %s', async (fault) => {
      const lift = injectFault(fault);
      const { user } = renderApp({ url: path, role });
      const retries = await expectFailedLoad(MESSAGES[fault], lift);
      for (const retry of retries) await user.click(retry);
      await waitFor(() => expect(loadErrors()).toEqual([]));
      await waitFor(() => expect(busy()).toBe(false));
      await expectNotBlank();
    });

    it('shows a busy state while the answer is held back, then the data', async () => {
      const lift = injectFault('slow');
      renderApp({ url: path, role });
      await waitFor(() => expect(busy()).toBe(true));
      await expectNotBlank();
      expect(loadErrors()).toEqual([]);
      lift();
      await waitFor(() => expect(busy()).toBe(false));
      expect(loadErrors()).toEqual([]);
    });

    it('ends the session on /login, with the way back, when the server refuses it', async () => {
      injectFault('forbidden');
      const { router } = renderApp({ url: path, role });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      const back = new URLSearchParams(router.state.location.search).get('redirect');
      expect(back).toBe(path === '/' ? null : path);
      expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
      await expectNotBlank();
    });
  });
}

/** The visitor's one screen with data: registration looks up the countries. */
export function walkVisitorFaults() {
  beforeEach(() => toast.remove());
  describe('a visitor on /register', () => {
    it.each(FAILING)('holds under %s', async (fault) => {
      const lift = injectFault(fault);
      const { user } = renderApp({ url: '/register' });
      const retries = await expectFailedLoad(MESSAGES[fault], lift);
      for (const retry of retries) await user.click(retry);
      await waitFor(() => expect(loadErrors()).toEqual([]));
    });

    it('says a refused call is not allowed: there is no session to end', async () => {
      injectFault('forbidden');
      renderApp({ url: '/register' });
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    });
  });
}
