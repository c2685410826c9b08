import { lazy } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import type * as ProfileModule from '@/app/routes/profile/profile';
import { i18n } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { lazyRetrying } from '@/lib/lazy-retrying';
import { InShell } from './in-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { expectConsoleError } from '@tests/utils/console-errors';

// A failing screen shows its error in place, inside the shell, through the real route table: the
// profile screen's module is swapped for one that can fail to render or fail to arrive as a chunk.

// React and React Router log the error a screen throws while rendering.
const RENDER_ERROR = /Cannot read properties of undefined \(reading 'name'\)/;
const fault = vi.hoisted(() => ({ render: false, chunk: false, module: false }));
const CHUNK_URL = 'http://localhost:3000/assets/profile-D4x9Qa.js';

vi.mock('@/app/routes/profile/profile', async (importOriginal) => {
  const real = await importOriginal<typeof ProfileModule>();
  function FlakyProfileRoute() {
    if (fault.render) throw new TypeError("Cannot read properties of undefined (reading 'name')");
    return <real.ProfileRoute />;
  }
  return {
    // The router reads the export when the chunk "arrives": a getter lets it fail as Chromium does.
    get ProfileRoute() {
      if (fault.chunk) throw new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);
      if (fault.module) throw new SyntaxError('Unexpected token in the profile module');
      return FlakyProfileRoute;
    },
  };
});

const setOnline = (online: boolean) => {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

const menu = () => screen.getByRole('navigation', { name: 'Əsas menyu' });

/**
 * Answers the app's probe of a chunk that did not arrive (HEAD /assets/…, which tells 'offline' from
 * 'a new version', lib/chunk-errors.ts) with `answer`, and returns the URLs probed.
 */
function answerAssetProbes(answer: () => Response) {
  const probes: string[] = [];
  server.use(
    http.head('*/assets/*', ({ request }) => {
      probes.push(request.url);
      return answer();
    }),
  );
  return probes;
}

/** Renders a small route table of the test's own at '/', inside the app's real providers. */
function renderOwnRoutes(routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** Renders `part` as the screen at '/', inside the shell, with the route's error boundary around it. */
function renderPartInShell(part: React.ReactNode) {
  renderOwnRoutes([
    {
      element: (
        <InShell>
          <Outlet />
        </InShell>
      ),
      children: [{ path: '/', element: part, errorElement: <RouteErrorBoundary /> }],
    },
  ]);
}

beforeEach(() => {
  fault.render = false;
  fault.chunk = false;
  fault.module = false;
  // React and React Router log every caught error; each test names the errors it provokes.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a screen that throws while rendering', () => {
  it('shows its error inside the shell; the menu still leads elsewhere, and retry renders it again', async () => {
    fault.render = true;
    expectConsoleError(RENDER_ERROR);
    const { user, router } = renderApp({ url: '/', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: /Xoş gəldiniz/ });

    await user.click(within(menu()).getByRole('link', { name: 'Tənzimləmələr' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Bu səhifəni göstərmək alınmadı' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Tətbiqin qalan hissəsi işləyir');
    expect(alert).not.toHaveTextContent('Cannot read properties'); // no developer message
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    // The shell is still there around it: the header's user and the menu.
    expect(screen.getByTestId('user-name')).toHaveTextContent('Leyla Məmmədova');
    expect(screen.getByRole('main')).toContainElement(alert);

    await user.click(within(menu()).getByRole('link', { name: 'Ana səhifə' }));
    await screen.findByRole('heading', { level: 1, name: /Xoş gəldiniz/ });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(menu()).getByRole('link', { name: 'Tənzimləmələr' }));
    const again = await screen.findByRole('alert');
    fault.render = false;
    await user.click(within(again).getByRole('button', { name: 'Yenidən cəhd et' }));
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
    // The profile's lazy parts come in before the test ends, not inside the next one.
    await act(() => vi.dynamicImportSettled());
  });

  it('speaks the user’s language', async () => {
    fault.render = true;
    expectConsoleError(RENDER_ERROR);
    await i18n.changeLanguage('ru');
    renderApp({ url: '/profile', role: 'LOGISTIC' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось показать эту страницу');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('a screen whose module fails for another reason', () => {
  it('opened directly, shows its error inside the shell rather than a blank page', async () => {
    fault.module = true;
    expectConsoleError(/Unexpected token in the profile module/);
    renderApp({ url: '/profile', role: 'ADMIN' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu səhifəni göstərmək alınmadı');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(within(menu()).getByRole('link', { name: 'Ana səhifə' })).toBeInTheDocument();
  });
});

describe('a screen whose chunk does not arrive', () => {
  it('online, with the server answering 404 for it: a new version — reload, inside the shell', async () => {
    fault.chunk = true;
    server.use(http.head('*/assets/*', () => new HttpResponse(null, { status: 404 })));
    await i18n.changeLanguage('en');
    const { user } = renderApp({ url: '/profile', role: 'IMPORTER' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    expect(screen.getByRole('main')).toContainElement(alert);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Home' }),
    );
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
  });

  it('online but nothing answers (a network error): offline — retry, which loads it in place', async () => {
    fault.chunk = true;
    const probes = answerAssetProbes(() => HttpResponse.error());
    const { user } = renderApp({ url: '/profile', role: 'IMPORTER' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'İnternet bağlantısı yoxdur' })).toBeInTheDocument();
    expect(probes).toEqual([CHUNK_URL]);

    fault.chunk = false;
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline: says so without asking the network, and retries once the browser is back online', async () => {
    fault.chunk = true;
    const probes = answerAssetProbes(() => new HttpResponse(null, { status: 404 }));
    setOnline(false);
    const { user } = renderApp({ url: '/profile', role: 'IMPORTER' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'İnternet bağlantısı yoxdur' })).toBeInTheDocument();
    const retry = within(alert).getByRole('button', { name: 'Yenidən cəhd et' });
    expect(retry).toBeDisabled(); // a try before the connection is back can only fail
    expect(probes).toEqual([]);
    // The offline banner says the same for the whole shell.
    const banner = () => screen.queryByText(/^İnternet bağlantısı yoxdur\. /);
    expect(banner()?.closest('[role="status"]')).toBeInTheDocument();

    fault.chunk = false;
    setOnline(true);
    await waitFor(() => expect(retry).toBeEnabled());
    expect(banner()).not.toBeInTheDocument();
    await user.click(retry);
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
  });
});

describe('a loader that fails', () => {
  it('shows its error in the layout around it, and retry runs the loader again', async () => {
    let failures = 1;
    renderOwnRoutes([
      {
        element: (
          <div>
            <nav aria-label="Əsas menyu">menu</nav>
            <InShell>
              <Outlet />
            </InShell>
          </div>
        ),
        children: [
          {
            path: '/',
            loader: () => {
              if (failures-- > 0) {
                // React Router's way to fail a route with a status: throw a Response.
                // eslint-disable-next-line @typescript-eslint/only-throw-error
                throw new Response('down', { status: 503 });
              }
              return 'fresh rows';
            },
            Component: () => <p>fresh rows</p>,
            errorElement: <RouteErrorBoundary />,
          },
        ],
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serverdə xəta baş verdi');
    expect(menu()).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('fresh rows')).toBeInTheDocument();
  });
});

describe('a chunk a screen loads itself (React.lazy)', () => {
  it('is explained in place by the route’s boundary', async () => {
    server.use(http.head('*/assets/*', () => new HttpResponse(null, { status: 404 })));
    expectConsoleError(/Failed to fetch dynamically imported module/);
    const Chart = lazy(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`)),
    );
    renderPartInShell(<Chart />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Yeni versiya mövcuddur');
  });

  it('failing while the connection settles: offline — retry fetches that part again, in place', async () => {
    answerAssetProbes(
      () => new HttpResponse('export {}', { headers: { 'content-type': 'text/javascript' } }),
    );
    expectConsoleError(/Failed to fetch dynamically imported module/);
    let imports = 0;
    const Table = lazyRetrying(() => {
      imports += 1;
      return imports === 1
        ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`))
        : Promise.resolve({ default: () => <p>the table</p> });
    });
    renderPartInShell(<Table />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'İnternet bağlantısı yoxdur' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText('the table')).toBeInTheDocument();
    expect(imports).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
