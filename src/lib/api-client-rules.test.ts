import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@/config/limits';
import { server } from '@/mocks/node';
import { expectConsoleError } from '@tests/utils/console-errors';
import { okEndpoint } from '@tests/utils/ok-endpoint';
import { apiRequest, toRelativeApiPath } from './api-client';
import { ApiError } from './api-error';
import { isFeatureUnavailableError } from './server-features';
import {
  endSession,
  getAccessToken,
  getRefreshToken,
  getSessionEndReason,
  setAccessToken,
  startSession,
} from './session';

// The API client's rules as a caller and the server see them: what is sent, what is thrown, what
// is logged, what the app learns about missing features, and when a 401/403 refreshes the session.

const ok = z.object({ ok: z.literal(true) });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as ApiError,
  );

/** Whether the app still takes the dashboard to exist on this server (asked as a screen would). */
function dashboardAvailable() {
  const notFound = new ApiError({ kind: 'http', status: 404, message: 'Not found' });
  notFound.endpoint = endpoints.dashboard;
  return !isFeatureUnavailableError(notFound);
}

/** Counts refresh calls; answers with `answer(n)` for the n-th call (1-based). */
function refreshEndpoint(answer: (n: number) => Response) {
  const calls = { count: 0 };
  const handler = http.post('*/api/auth/refresh-token', () => {
    calls.count += 1;
    return answer(calls.count);
  });
  return { handler, calls };
}

/** GET /api/test/guarded: ok for a token starting with 'fresh', 403 for any other; Authorization recorded. */
function guardedEndpoint(seen: string[] = []) {
  return http.get('*/api/test/guarded', ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    seen.push(authorization);
    return authorization.startsWith('Bearer fresh')
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ message: 'expired' }, { status: 403 });
  });
}

const signedIn = () => startSession({ accessToken: 'stale-token', refreshToken: 'refresh-abc' });

describe('the endpoint on a failed call', () => {
  it('names the url the caller asked for on the thrown error', async () => {
    server.use(http.get('*/api/test/broken', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const error = await failure(apiRequest(ok, { url: '/api/test/broken' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.endpoint).toBe('/api/test/broken');
  });

  it('leaves the endpoint null on an error from a request without a url', async () => {
    server.use(http.get('*/api', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const error = await failure(apiRequest(ok, {}));
    expect(error.status).toBe(500);
    expect(error.endpoint).toBeNull();
  });
});

describe('learning that a feature is missing on this server', () => {
  it.each([404, 501])('takes the dashboard as missing after a %i from its endpoint', async (status) => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({}, { status })));
    expect(dashboardAvailable()).toBe(true);
    const error = await failure(apiRequest(ok, { url: endpoints.dashboard }));
    expect(error.status).toBe(status);
    expect(dashboardAvailable()).toBe(false);
  });

  it.each([500, 403, 400])('still offers the dashboard after a %i from its endpoint', async (status) => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({}, { status })));
    const error = await failure(apiRequest(ok, { url: endpoints.dashboard }));
    expect(error.status).toBe(status);
    expect(dashboardAvailable()).toBe(true);
  });

  it('still offers the dashboard after a network error on its endpoint', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.error()));
    const error = await failure(apiRequest(ok, { url: endpoints.dashboard }));
    expect(error.kind).toBe('network');
    expect(dashboardAvailable()).toBe(true);
  });
});

describe('an answer of the wrong shape', () => {
  const listSchema = z.object({ items: z.array(z.object({ id: z.number() })) });

  it('logs the method, the url and the first wrong field, and throws an invalid_response error', async () => {
    server.use(http.get('*/api/test/list', () => HttpResponse.json({ items: [{ id: 'a' }] })));
    const zodMessage = listSchema.safeParse({ items: [{ id: 'a' }] }).error?.issues[0]?.message;
    expect(zodMessage).toBeTruthy();
    const logged = expectConsoleError(/^Unexpected response from GET \/test\/list/);

    const error = await failure(apiRequest(listSchema, { url: '/test/list' }));

    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe(
      `Unexpected response from GET /test/list: field 'items.0.id' ${zodMessage}`,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('Unexpected response from the server');
  });

  it('logs (answer) when the answer is wrong as a whole, with a lower-case method upper-cased', async () => {
    server.use(http.post('*/api/test/create', () => HttpResponse.json(null)));
    const zodMessage = listSchema.safeParse(null).error?.issues[0]?.message;
    const logged = expectConsoleError(/^Unexpected response from POST \/test\/create/);

    const error = await failure(apiRequest(listSchema, { method: 'post', url: '/test/create' }));

    expect(logged.mock.calls[0]?.[0]).toBe(
      `Unexpected response from POST /test/create: field '(answer)' ${zodMessage}`,
    );
    expect(error.kind).toBe('invalid_response');
  });
});

describe('the request the server gets', () => {
  it('strips only a leading /api segment from a path', () => {
    expect(toRelativeApiPath('/api')).toBe('/');
    expect(toRelativeApiPath('/api/cities')).toBe('/cities');
    expect(toRelativeApiPath('/x/api/y')).toBe('/x/api/y');
    expect(toRelativeApiPath('/apis')).toBe('/apis');
  });

  it('sends /api alone to the base with a slash, and keeps an inner /api and /apis as written', async () => {
    const anyPath = okEndpoint(/\/api(\/|$)/);
    await apiRequest(ok, { url: '/api' });
    await apiRequest(ok, { url: '/x/api/y' });
    await apiRequest(ok, { url: '/apis' });
    expect(anyPath.paths()).toEqual(['/api/', '/api/x/api/y', '/api/apis']);
  });

  it('sends a request without a url to the base url itself', async () => {
    const base = okEndpoint('*/api');
    await expect(apiRequest(ok, {})).resolves.toEqual({ ok: true });
    expect(base.paths()).toEqual(['/api']);
  });

  it('sends the Authorization header as exactly Bearer and the token', async () => {
    const echo = okEndpoint('*/api/test/echo');
    startSession({ accessToken: 'token-xyz' });
    await apiRequest(ok, { url: '/test/echo' });
    expect(echo.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer token-xyz',
    ]);
  });
});

describe('calls whose refusal never refreshes', () => {
  const forms = [
    ['login', endpoints.auth.login],
    ['register', endpoints.auth.register],
    ['forgot-password', endpoints.auth.forgotPassword],
    ['reset-password', endpoints.auth.resetPassword],
    ['logout', endpoints.auth.logout],
  ] as const;

  it.each(forms)(
    'passes a 403 from %s on without a refresh, though a refresh token exists',
    async (_, path) => {
      const refresh = refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }));
      server.use(
        refresh.handler,
        http.post(`*/api${toRelativeApiPath(path)}`, () =>
          HttpResponse.json({ message: 'Account deactivated' }, { status: 403 }),
        ),
      );
      signedIn();

      const error = await failure(apiRequest(ok, { method: 'POST', url: path, data: {} }));

      expect(error.status).toBe(403);
      expect(error.serverMessage).toBe('Account deactivated');
      expect(refresh.calls.count).toBe(0);
      expect(getAccessToken()).toBe('stale-token');
    },
  );

  it('passes a 403 from the refresh endpoint itself on without another refresh', async () => {
    const refresh = refreshEndpoint(() => HttpResponse.json({ message: 'no' }, { status: 403 }));
    server.use(refresh.handler);
    signedIn();

    const error = await failure(
      apiRequest(ok, { method: 'POST', url: endpoints.auth.refreshToken, data: { refreshToken: 'x' } }),
    );

    expect(error.status).toBe(403);
    expect(refresh.calls.count).toBe(1);
    expect(getRefreshToken()).toBe('refresh-abc');
  });

  it.each([
    ['a network error', () => HttpResponse.error(), { kind: 'network' }],
    ['a 500', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), { status: 500 }],
  ] as const)('does not refresh on %s, though a refresh token exists', async (_, answer, expected) => {
    const refresh = refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }));
    server.use(refresh.handler, http.get('*/api/test/guarded', answer));
    signedIn();
    const error = await failure(apiRequest(ok, { url: '/test/guarded' }));
    expect(error).toMatchObject(expected);
    expect(refresh.calls.count).toBe(0);
  });
});

describe('a refused or failed refresh', () => {
  /** A signed-in call refused with 403, whose refresh gets `answer`. */
  async function refusedWithRefresh(answer: () => Response) {
    const seen: string[] = [];
    const refresh = refreshEndpoint(answer);
    server.use(refresh.handler, guardedEndpoint(seen));
    signedIn();

    const error = await failure(apiRequest(ok, { url: '/test/guarded' }));

    expect(error.status).toBe(403);
    expect(refresh.calls.count).toBe(1);
    expect(seen).toEqual(['Bearer stale-token']);
    return error;
  }

  it.each([400, 401, 403])(
    'ends the session as expired when the refresh is refused with %i, and hands back the first 403',
    async (status) => {
      const error = await refusedWithRefresh(() => HttpResponse.json({ message: 'dead' }, { status }));

      expect(error.serverMessage).toBe('expired');
      expect(getAccessToken()).toBeNull();
      expect(getRefreshToken()).toBeNull();
      expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
      expect(getSessionEndReason()).toBe('expired');
    },
  );

  const expectSessionKept = () => {
    expect(getAccessToken()).toBe('stale-token');
    expect(getRefreshToken()).toBe('refresh-abc');
    expect(getSessionEndReason()).toBeNull();
  };

  it('keeps the session when the refresh fails with a 500, and does not retry the call', async () => {
    await refusedWithRefresh(() => HttpResponse.json({ message: 'Boom' }, { status: 500 }));
    expectSessionKept();
  });

  it('keeps the session when the refresh fails with a network error, and hands back the first 403', async () => {
    const error = await refusedWithRefresh(() => HttpResponse.error());

    expect(error.kind).toBe('http');
    expectSessionKept();
  });
});

describe('a successful refresh', () => {
  it('stores a new refresh token when the answer carries one', async () => {
    const refresh = refreshEndpoint(() =>
      HttpResponse.json({ accessToken: 'fresh-token', refreshToken: 'refresh-new' }),
    );
    server.use(refresh.handler, guardedEndpoint());
    signedIn();
    await expect(apiRequest(ok, { url: '/test/guarded' })).resolves.toEqual({ ok: true });
    expect(getAccessToken()).toBe('fresh-token');
    expect(getRefreshToken()).toBe('refresh-new');
  });

  it('keeps the old refresh token when the answer carries none', async () => {
    const refresh = refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }));
    server.use(refresh.handler, guardedEndpoint());
    signedIn();
    await expect(apiRequest(ok, { url: '/test/guarded' })).resolves.toEqual({ ok: true });
    expect(getAccessToken()).toBe('fresh-token');
    expect(getRefreshToken()).toBe('refresh-abc');
  });

  it('renews only the access token, leaving why an earlier session in this tab ended', async () => {
    // This tab saw its session expire; another tab signed in since (the cookies are shared).
    signedIn();
    endSession('expired');
    Cookies.set(SESSION_COOKIE, 'stale-token', { path: '/' });
    Cookies.set(REFRESH_COOKIE, 'refresh-abc', { path: '/' });
    const refresh = refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }));
    server.use(refresh.handler, guardedEndpoint());

    await expect(apiRequest(ok, { url: '/test/guarded' })).resolves.toEqual({ ok: true });

    expect(getAccessToken()).toBe('fresh-token');
    expect(getSessionEndReason()).toBe('expired');
  });

  it('refreshes again for a later refusal once the first refresh is over', async () => {
    const refresh = refreshEndpoint((n) => HttpResponse.json({ accessToken: `fresh-${n}` }));
    const seen: string[] = [];
    server.use(refresh.handler, guardedEndpoint(seen));
    signedIn();
    await expect(apiRequest(ok, { url: '/test/guarded' })).resolves.toEqual({ ok: true });
    expect(refresh.calls.count).toBe(1);

    startSession({ accessToken: 'stale-2', refreshToken: 'refresh-2' });
    await expect(apiRequest(ok, { url: '/test/guarded' })).resolves.toEqual({ ok: true });

    expect(refresh.calls.count).toBe(2);
    expect(seen).toEqual(['Bearer stale-token', 'Bearer fresh-1', 'Bearer stale-2', 'Bearer fresh-2']);
  });
});

describe('a refusal when the session changed while the call was out', () => {
  /** GET /api/test/slow: waits for `release`, then answers like guardedEndpoint. */
  function slowGuardedEndpoint(seen: string[]) {
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const handler = http.get('*/api/test/slow', async ({ request }) => {
      const authorization = request.headers.get('Authorization') ?? '';
      seen.push(authorization);
      if (seen.length === 1) {
        arrived();
        await released;
      }
      return authorization.startsWith('Bearer fresh')
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ message: 'expired' }, { status: 403 });
    });
    return { handler, firstArrived, release };
  }

  it('refreshes, rather than retrying with the new token, a call sent without a session', async () => {
    const seen: string[] = [];
    const slow = slowGuardedEndpoint(seen);
    const refresh = refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }));
    server.use(refresh.handler, slow.handler);

    const call = apiRequest(ok, { url: '/test/slow' });
    await slow.firstArrived;
    startSession({ accessToken: 'signed-in-token', refreshToken: 'refresh-abc' });
    slow.release();

    await expect(call).resolves.toEqual({ ok: true });
    expect(refresh.calls.count).toBe(1);
    expect(seen).toEqual(['', 'Bearer fresh-token']);
  });

  /** A signed-in call to the slow endpoint, with `meanwhile` done before the server answers it. */
  async function refusedAfter(answer: () => Response, meanwhile: () => void) {
    const seen: string[] = [];
    const slow = slowGuardedEndpoint(seen);
    const refresh = refreshEndpoint(answer);
    server.use(refresh.handler, slow.handler);
    signedIn();

    const call = failure(apiRequest(ok, { url: '/test/slow' }));
    await slow.firstArrived;
    meanwhile();
    slow.release();
    return { error: await call, seen, refresh };
  }

  it('does not retry a refused call when the session ended while it was out', async () => {
    const { error, seen, refresh } = await refusedAfter(
      () => HttpResponse.json({ accessToken: 'fresh-token' }),
      () => endSession('logout'),
    );

    expect(error.status).toBe(403);
    expect(seen).toEqual(['Bearer stale-token']);
    expect(refresh.calls.count).toBe(0);
  });

  it('retries once with a token renewed meanwhile, and not again when that is refused too', async () => {
    const { error, seen, refresh } = await refusedAfter(
      () => HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      () => setAccessToken('other-token'),
    );

    expect(error.status).toBe(403);
    expect(seen).toEqual(['Bearer stale-token', 'Bearer other-token']);
    expect(refresh.calls.count).toBe(0);
  });

  it('retries a refreshed call only once when the new token is refused too', async () => {
    const seen: string[] = [];
    const refresh = refreshEndpoint((n) =>
      n === 1
        ? HttpResponse.json({ accessToken: 'renewed-token' })
        : HttpResponse.json({ message: 'Boom' }, { status: 500 }),
    );
    server.use(refresh.handler, guardedEndpoint(seen));
    signedIn();

    const error = await failure(apiRequest(ok, { url: '/test/guarded' }));

    expect(error.status).toBe(403);
    expect(refresh.calls.count).toBe(1);
    expect(seen).toEqual(['Bearer stale-token', 'Bearer renewed-token']);
  });
});
