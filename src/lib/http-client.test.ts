import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import {
  endSession,
  getAccessToken,
  getRefreshToken,
  getSessionEndReason,
  startSession,
  subscribeSession,
} from './session';
import { expectConsoleError } from '@tests/utils/console-errors';

// The refresh on 403 and 401 (docs/decisions.md 'Refresh and sign-out'): one refresh in
// flight, one retry, sign-out only when the server refuses the refresh token.

const ok = z.object({ ok: z.literal(true) });

type Calls = { count: number; bodies: unknown[]; languages: Array<string | null> };
const newCalls = (): Calls => ({ count: 0, bodies: [], languages: [] });

/** GET /api/test/protected: ok for the valid token, otherwise the given refusal. */
function protectedEndpoint(validToken: string, seen: string[] = [], refusal: 401 | 403 = 403) {
  return http.get('*/api/test/protected', ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    seen.push(auth);
    return auth === `Bearer ${validToken}`
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ message: 'expired' }, { status: refusal });
  });
}

/** The refresh endpoint; its answer waits for `held`, so refusals can be made to overlap it. */
function refreshEndpoint(answer: () => Response, calls: Calls, held: Promise<void> = Promise.resolve()) {
  return http.post('*/api/auth/refresh-token', async ({ request }) => {
    calls.count += 1;
    calls.languages.push(request.headers.get('Accept-Language'));
    calls.bodies.push(await request.json());
    await held;
    return answer();
  });
}

/** Resolves once `count` has been called `times` times. */
function afterCalls(times: number) {
  let seen = 0;
  let reached!: () => void;
  const all = new Promise<void>((resolve) => (reached = resolve));
  return {
    all,
    count() {
      seen += 1;
      if (seen === times) reached();
    },
  };
}

const freshToken = () => HttpResponse.json({ accessToken: 'fresh-token' });

function signedIn() {
  startSession({ accessToken: 'stale-token', refreshToken: 'refresh-abc' });
}

/** Counts session changes (start, refresh, end) from now on. */
function watchSession() {
  const changed = vi.fn();
  const unsubscribe = subscribeSession(changed);
  onTestFinished(() => void unsubscribe());
  return changed;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('refresh on 401 and 403', () => {
  it('answers a 401 with one refresh, in the current language, and retries with the new token', async () => {
    const seen: string[] = [];
    const calls = newCalls();
    server.use(protectedEndpoint('fresh-token', seen, 401), refreshEndpoint(freshToken, calls));
    signedIn();
    await i18n.changeLanguage('en');

    await expect(apiRequest(ok, { url: '/test/protected' })).resolves.toEqual({ ok: true });

    expect(calls.count).toBe(1);
    expect(calls.bodies).toEqual([{ refreshToken: 'refresh-abc' }]);
    expect(calls.languages).toEqual(['en']);
    expect(seen).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(getAccessToken()).toBe('fresh-token');
    expect(getRefreshToken()).toBe('refresh-abc');
  });

  it('stores the refreshed token as a secure cookie on path /, and a new refresh token when one comes', async () => {
    const calls = newCalls();
    server.use(
      protectedEndpoint('fresh-token'),
      refreshEndpoint(
        () => HttpResponse.json({ accessToken: 'fresh-token', refreshToken: 'refresh-new' }),
        calls,
      ),
    );
    signedIn();
    const set = vi.spyOn(Cookies, 'set');
    await apiRequest(ok, { url: '/test/protected' });
    expect(set).toHaveBeenCalledWith('accessToken', 'fresh-token', {
      path: '/',
      secure: true,
      sameSite: 'strict',
    });
    set.mockRestore();
    expect(getRefreshToken()).toBe('refresh-new');
  });

  it('answers 20 concurrent 401s and 403s with exactly one refresh, then retries all 20', async () => {
    const seen: string[] = [];
    const calls = newCalls();
    const refused = afterCalls(20);
    let answered = 0;
    server.use(
      // Every other stale request is refused with 401, the rest with 403.
      http.get('*/api/test/protected', ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        seen.push(auth);
        if (auth === 'Bearer fresh-token') return HttpResponse.json({ ok: true });
        answered += 1;
        refused.count();
        return HttpResponse.json({ message: 'expired' }, { status: answered % 2 ? 401 : 403 });
      }),
      // Every refusal is in before the refresh answers: all twenty meet it in flight.
      refreshEndpoint(freshToken, calls, refused.all),
    );
    signedIn();

    const results = await Promise.all(
      Array.from({ length: 20 }, () => apiRequest(ok, { url: '/test/protected' })),
    );

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
    expect(calls.count).toBe(1);
    expect(seen.filter((h) => h === 'Bearer stale-token')).toHaveLength(20);
    expect(seen.filter((h) => h === 'Bearer fresh-token')).toHaveLength(20);
  });

  it('retries a 403 that arrives after the refresh finished with the new token, without a second refresh', async () => {
    const slowSeen: string[] = [];
    const calls = newCalls();
    let slowArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    let releaseSlow!: () => void;
    const released = new Promise<void>((resolve) => (releaseSlow = resolve));
    server.use(
      protectedEndpoint('fresh-token'),
      refreshEndpoint(freshToken, calls),
      http.get('*/api/test/slow', async ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        slowSeen.push(auth);
        if (auth === 'Bearer fresh-token') return HttpResponse.json({ ok: true });
        slowArrived();
        await released;
        return HttpResponse.json({ message: 'expired' }, { status: 403 });
      }),
    );
    signedIn();

    const slow = apiRequest(ok, { url: '/test/slow' });
    await arrived;
    await apiRequest(ok, { url: '/test/protected' });
    expect(calls.count).toBe(1);
    releaseSlow();

    await expect(slow).resolves.toEqual({ ok: true });
    expect(slowSeen).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(calls.count).toBe(1);
  });

  it('passes on a retried request that is refused again, without a second refresh or retry', async () => {
    const seen: string[] = [];
    const calls = newCalls();
    server.use(protectedEndpoint('never-valid', seen), refreshEndpoint(freshToken, calls));
    signedIn();
    const error = await failure(apiRequest(ok, { url: '/test/protected' }));
    expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: 'expired' });
    expect(calls.count).toBe(1);
    expect(seen).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    // A refused retry is no proof the session is over (a role not allowed answers 403 too).
    expect(getAccessToken()).toBe('fresh-token');
  });

  it.each([401, 403] as const)(
    'with no refresh token passes the %i on and keeps the session',
    async (status) => {
      const calls = newCalls();
      server.use(protectedEndpoint('x', [], status), refreshEndpoint(freshToken, calls));
      Cookies.set('accessToken', 'stale-token');
      const changed = watchSession();
      const error = await failure(apiRequest(ok, { url: '/test/protected' }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(calls.count).toBe(0);
      expect(getAccessToken()).toBe('stale-token');
      expect(changed).not.toHaveBeenCalled();
    },
  );
});

describe('sign-out when the refresh token is refused', () => {
  it.each([400, 401, 403])(
    'a refresh answering %i signs out once, clearing both cookies, and passes the original error on',
    async (refreshStatus) => {
      const calls = newCalls();
      const refused = afterCalls(3);
      server.use(
        http.get('*/api/test/protected', () => {
          refused.count();
          return HttpResponse.json({ message: 'expired' }, { status: 403 });
        }),
        refreshEndpoint(
          () => HttpResponse.json({ message: 'no' }, { status: refreshStatus }),
          calls,
          refused.all,
        ),
      );
      signedIn();
      const changed = watchSession();

      const errors = await Promise.all(
        Array.from({ length: 3 }, () => failure(apiRequest(ok, { url: '/test/protected' }))),
      );

      expect(errors.map((e) => e.status)).toEqual([403, 403, 403]);
      expect(errors.every((e) => e.serverMessage === 'expired')).toBe(true);
      expect(calls.count).toBe(1);
      expect(Cookies.get('accessToken')).toBeUndefined();
      expect(Cookies.get('refreshToken')).toBeUndefined();
      expect(getSessionEndReason()).toBe('expired');
      expect(changed).toHaveBeenCalledTimes(1);
    },
  );
});

describe('a refresh that outlives its session', () => {
  /**
   * Signs in, sends a request the server refuses and holds its refresh until `release` is called;
   * the refresh then answers with a new access token and a rotated refresh token.
   */
  async function refreshOnItsWay() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      protectedEndpoint('fresh-token'),
      http.post('*/api/auth/refresh-token', async () => {
        asked += 1;
        await held;
        return HttpResponse.json({ accessToken: 'fresh-token', refreshToken: 'rotated' });
      }),
    );
    signedIn();
    const request = apiRequest(ok, { url: '/test/protected' });
    await vi.waitFor(() => expect(asked).toBe(1));
    return { request, release: () => release() };
  }

  it('does not sign in again when the user signed out while it was on its way', async () => {
    const { request, release } = await refreshOnItsWay();
    endSession('logout');
    release();
    expect((await failure(request)).status).toBe(403);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getSessionEndReason()).toBe('logout');
  });

  it('leaves alone a session someone else started meanwhile', async () => {
    const { request, release } = await refreshOnItsWay();
    startSession({ accessToken: 'next-user', refreshToken: 'next-refresh' });
    release();
    expect((await failure(request)).status).toBe(403);
    expect(getAccessToken()).toBe('next-user');
    expect(getRefreshToken()).toBe('next-refresh');
  });

  it('still renews the session that asked for it', async () => {
    const { request, release } = await refreshOnItsWay();
    release();
    await expect(request).resolves.toEqual({ ok: true });
    expect(getRefreshToken()).toBe('rotated');
  });
});

describe('a bearer the caller brings', () => {
  it('is sent as given on the first try, and a retry after the refresh carries the new token', async () => {
    const seen: string[] = [];
    server.use(protectedEndpoint('fresh-token', seen), refreshEndpoint(freshToken, newCalls()));
    signedIn();
    const answer = await apiRequest(ok, {
      url: '/test/protected',
      headers: { Authorization: 'Bearer ended-session' },
    });
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer ended-session', 'Bearer fresh-token']);
  });

  it('is sent even with no session here (sign-out revokes after the cookies are gone)', async () => {
    const seen: string[] = [];
    server.use(protectedEndpoint('ended-session', seen));
    const answer = await apiRequest(ok, {
      url: '/test/protected',
      headers: { Authorization: 'Bearer ended-session' },
    });
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer ended-session']);
  });
});

describe('the session stays when the refresh fails for another reason', () => {
  // An answer of the wrong shape is also logged, naming the call.
  const wrongShape = /^Unexpected response from POST \/auth\/refresh-token/;
  const failures: Array<[string, () => Response, RegExp?]> = [
    ['a 500', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
    ['a 503', () => new HttpResponse(null, { status: 503 })],
    ['a network error', () => HttpResponse.error()],
    ['a 200 with {}', () => HttpResponse.json({}), wrongShape],
    ['a 200 with an empty accessToken', () => HttpResponse.json({ accessToken: '' }), wrongShape],
  ];

  it.each(failures)(
    '%s: still signed in, the original error passed on, a later request refreshes again',
    async (_, answer, logged) => {
      if (logged) expectConsoleError(logged);
      let refreshWorks = false;
      const calls = newCalls();
      server.use(
        protectedEndpoint('fresh-token'),
        refreshEndpoint(() => (refreshWorks ? freshToken() : answer()), calls),
      );
      signedIn();
      const changed = watchSession();

      const error = await failure(apiRequest(ok, { url: '/test/protected' }));
      expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: 'expired' });
      expect(calls.count).toBe(1);
      expect(getAccessToken()).toBe('stale-token');
      expect(getRefreshToken()).toBe('refresh-abc');
      expect(changed).not.toHaveBeenCalled();

      refreshWorks = true;
      await expect(apiRequest(ok, { url: '/test/protected' })).resolves.toEqual({ ok: true });
      expect(calls.count).toBe(2);
      expect(getAccessToken()).toBe('fresh-token');
    },
  );
});

describe('calls that never refresh', () => {
  const formCalls: Array<[string, string]> = [
    ['login', endpoints.auth.login],
    ['register', endpoints.auth.register],
    ['forgot-password', endpoints.auth.forgotPassword],
    ['reset-password', endpoints.auth.resetPassword],
    ['logout', endpoints.auth.logout],
  ];

  it.each(formCalls.flatMap(([name, url]) => [401, 403].map((status) => [name, url, status] as const)))(
    '%s (%s) answering %i passes the server message on without a refresh, cookies untouched',
    async (_, url, status) => {
      const calls = newCalls();
      server.use(
        http.post(`*/api${url}`, () =>
          HttpResponse.json({ message: 'E-poçt və ya şifrə yanlışdır' }, { status }),
        ),
        refreshEndpoint(freshToken, calls),
      );
      // A refresh token left from an older session must not sign the visitor back in.
      Cookies.set('refreshToken', 'left-over');
      const error = await failure(apiRequest(ok, { method: 'POST', url, data: {} }));
      expect(error).toMatchObject({ status, serverMessage: 'E-poçt və ya şifrə yanlışdır' });
      expect(calls.count).toBe(0);
      expect(getRefreshToken()).toBe('left-over');
      expect(getAccessToken()).toBeNull();
    },
  );

  it('the refresh endpoint called through the client is not refreshed for', async () => {
    const calls = newCalls();
    server.use(refreshEndpoint(() => HttpResponse.json({ message: 'no' }, { status: 401 }), calls));
    signedIn();
    const error = await failure(
      apiRequest(ok, {
        method: 'POST',
        url: endpoints.auth.refreshToken,
        data: { refreshToken: 'refresh-abc' },
      }),
    );
    expect(error.status).toBe(401);
    expect(calls.count).toBe(1);
    expect(getAccessToken()).toBe('stale-token');
  });
});

describe('the refresh answer as the spec allows it (§7: "response accessToken is stored")', () => {
  it.each([
    ['the minimal answer', { accessToken: 'fresh-token' }],
    [
      'the same with fields the app does not know',
      { accessToken: 'fresh-token', tokenType: 'Bearer', expiresIn: 900, scope: ['read'], user: { id: 7 } },
    ],
  ])('%s renews the session and the request goes through', async (_label, answer) => {
    signedIn();
    const calls = newCalls();
    server.use(
      protectedEndpoint('fresh-token'),
      refreshEndpoint(() => HttpResponse.json(answer), calls),
    );
    await expect(apiRequest(ok, { method: 'GET', url: '/test/protected' })).resolves.toEqual({ ok: true });
    expect(calls.count).toBe(1);
    expect(Cookies.get('accessToken')).toBe('fresh-token');
    // No refresh token came back: the stored one is kept for the next renewal.
    expect(Cookies.get('refreshToken')).toBe('refresh-abc');
  });
});
