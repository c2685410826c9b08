import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { server } from '@/mocks/node';
import { apiRequest } from './api-client';
import { toRelativeApiPath } from './http-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { getAccessToken, subscribeSession } from './session';

// The client's contract (spec §7, §8): headers, one /api prefix, the single-flight 403 refresh.

const ok = z.object({ ok: z.literal(true) });

function protectedEndpoint(validToken: string, seen: string[] = []) {
  return http.get('*/api/test/protected', ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    seen.push(auth);
    return auth === `Bearer ${validToken}`
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ message: 'expired' }, { status: 403 });
  });
}

function refreshEndpoint(answer: () => Response, calls: { count: number; bodies: unknown[] }) {
  return http.post('*/api/auth/refresh-token', async ({ request }) => {
    calls.count += 1;
    calls.bodies.push(await request.json());
    // A little latency, so concurrent 403s really overlap with the refresh in flight.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return answer();
  });
}

describe('api client', () => {
  it('sends Accept-Language with the current language and the bearer token from the cookie', async () => {
    let headers: Headers | null = null;
    server.use(
      http.get('*/api/test/echo', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    Cookies.set('accessToken', 'token-123');
    await i18n.changeLanguage('ru');
    await apiRequest(ok, { url: '/test/echo' });
    expect(headers!.get('Accept-Language')).toBe('ru');
    expect(headers!.get('Authorization')).toBe('Bearer token-123');
  });

  it('defaults Accept-Language to az and sends no Authorization without a session', async () => {
    let headers: Headers | null = null;
    server.use(
      http.get('*/api/test/echo', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest(ok, { url: '/test/echo' });
    expect(headers!.get('Accept-Language')).toBe('az');
    expect(headers!.has('Authorization')).toBe(false);
  });

  it('requests every path with exactly one /api prefix', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/*', ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest(ok, { url: '/api/bids/bids/42' });
    await apiRequest(ok, { url: '/organization' });
    expect(urls).toEqual(['/api/bids/bids/42', '/api/organization']);
    expect(toRelativeApiPath('/api/cities')).toBe('/cities');
    expect(toRelativeApiPath('/apiary')).toBe('/apiary');
  });

  it('answers 20 concurrent 403s with exactly one refresh, then retries all 20', async () => {
    const seen: string[] = [];
    const calls = { count: 0, bodies: [] as unknown[] };
    server.use(
      protectedEndpoint('fresh-token', seen),
      refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }), calls),
    );
    Cookies.set('accessToken', 'stale-token');
    Cookies.set('refreshToken', 'refresh-abc');

    const results = await Promise.all(
      Array.from({ length: 20 }, () => apiRequest(ok, { url: '/test/protected' })),
    );

    expect(results).toHaveLength(20);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(calls.count).toBe(1);
    expect(calls.bodies[0]).toEqual({ refreshToken: 'refresh-abc' });
    expect(seen.filter((h) => h === 'Bearer stale-token')).toHaveLength(20);
    expect(seen.filter((h) => h === 'Bearer fresh-token')).toHaveLength(20);
    expect(getAccessToken()).toBe('fresh-token');
  });

  it('does not refresh a retried request again when it is refused a second time', async () => {
    const calls = { count: 0, bodies: [] as unknown[] };
    server.use(
      protectedEndpoint('never-valid'),
      refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh-token' }), calls),
    );
    Cookies.set('accessToken', 'stale-token');
    Cookies.set('refreshToken', 'refresh-abc');
    await expect(apiRequest(ok, { url: '/test/protected' })).rejects.toMatchObject({ status: 403 });
    expect(calls.count).toBe(1);
  });

  it('with no refresh token passes the 403 on and ends the session', async () => {
    const calls = { count: 0, bodies: [] as unknown[] };
    server.use(
      protectedEndpoint('x'),
      refreshEndpoint(() => HttpResponse.json({ accessToken: 'x' }), calls),
    );
    Cookies.set('accessToken', 'stale-token');
    const ended = vi.fn();
    const unsubscribe = subscribeSession(ended);
    const error = await apiRequest(ok, { url: '/test/protected' }).catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(calls.count).toBe(0);
    expect(getAccessToken()).toBeNull();
    expect(ended).toHaveBeenCalled();
  });

  it('when the refresh fails passes the 403 on and clears both cookies', async () => {
    const calls = { count: 0, bodies: [] as unknown[] };
    server.use(
      protectedEndpoint('x'),
      refreshEndpoint(() => HttpResponse.json({ message: 'no' }, { status: 401 }), calls),
    );
    Cookies.set('accessToken', 'stale-token');
    Cookies.set('refreshToken', 'refresh-abc');
    await expect(apiRequest(ok, { url: '/test/protected' })).rejects.toMatchObject({ status: 403 });
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
  });

  it('passes other errors on unchanged, with the server message', async () => {
    server.use(http.get('*/api/test/broken', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    await expect(apiRequest(ok, { url: '/test/broken' })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: 'Boom',
    });
  });

  it('turns an answer of the wrong shape into a clear error', async () => {
    server.use(http.get('*/api/test/shape', () => HttpResponse.json({ ok: 'yes' })));
    const error = await apiRequest(ok, { url: '/test/shape' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid_response' });
  });

  it('stores the refreshed token as a cookie on path /', async () => {
    const calls = { count: 0, bodies: [] as unknown[] };
    server.use(
      protectedEndpoint('fresh'),
      refreshEndpoint(() => HttpResponse.json({ accessToken: 'fresh' }), calls),
    );
    Cookies.set('accessToken', 'stale');
    Cookies.set('refreshToken', 'r');
    const set = vi.spyOn(Cookies, 'set');
    await apiRequest(ok, { url: '/test/protected' });
    expect(set).toHaveBeenCalledWith('accessToken', 'fresh', { path: '/', secure: true, sameSite: 'strict' });
    set.mockRestore();
  });
});
