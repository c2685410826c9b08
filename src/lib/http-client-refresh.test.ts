import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import type { Language } from '@/config/enums';
import { server } from '@/mocks/node';
import { apiRequest } from './api-client';
import { changeLanguage, i18n } from './i18n';
import { getAccessToken, startSession } from './session';

// What the backend sees of the refresh. The refresh goes out through plain
// axios, not the client's interceptor, so its Accept-Language must be set on its own; and a refusal
// that comes back after the refresh is over must reuse the new token instead of refreshing again.

const ok = z.object({ ok: z.literal(true) });

type Seen = { authorization: string; body: unknown };

/** Refreshes recorded as the backend got them. */
function refreshEndpoint() {
  const languages: Array<string | null> = [];
  const handler = http.post('*/api/auth/refresh-token', ({ request }) => {
    languages.push(request.headers.get('Accept-Language'));
    return HttpResponse.json({ accessToken: 'fresh-token' });
  });
  return { handler, languages };
}

/** ok for the fresh token, 403 for any other; every call's Authorization and body recorded. */
function protectedEndpoint(method: 'get' | 'post', path: string, seen: Seen[] = []) {
  return http[method](`*/api${path}`, async ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    seen.push({ authorization, body: method === 'post' ? await request.json() : undefined });
    return authorization === 'Bearer fresh-token'
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ message: 'expired' }, { status: 403 });
  });
}

const signedIn = () => startSession({ accessToken: 'stale-token', refreshToken: 'refresh-abc' });

describe('the refresh request speaks the active language', () => {
  it('sends Accept-Language az by default, with no language chosen', async () => {
    const refresh = refreshEndpoint();
    server.use(refresh.handler, protectedEndpoint('get', '/test/protected'));
    signedIn();
    expect(i18n.language).toBe('az');

    await expect(apiRequest(ok, { url: '/test/protected' })).resolves.toEqual({ ok: true });
    expect(refresh.languages).toEqual(['az']);
  });

  it.each<Language>(['en', 'ru'])(
    'sends Accept-Language %s after the user switches to it',
    async (language) => {
      const refresh = refreshEndpoint();
      server.use(refresh.handler, protectedEndpoint('get', '/test/protected'));
      signedIn();
      await changeLanguage(language);

      await expect(apiRequest(ok, { url: '/test/protected' })).resolves.toEqual({ ok: true });
      expect(refresh.languages).toEqual([language]);
    },
  );
});

describe('a refusal that arrives after the refresh finished', () => {
  // Two requests leave with the old token; the first one's 403 refreshes; only once that refresh is
  // over does the second one's 403 come back. The second must not start a refresh of its own.
  it('retries a POST once with the new token and the same body, and refreshes only once', async () => {
    const refresh = refreshEndpoint();
    const lateSeen: Seen[] = [];
    let arrived!: () => void;
    const lateArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      refresh.handler,
      protectedEndpoint('get', '/test/first'),
      http.post('*/api/test/late', async ({ request }) => {
        const authorization = request.headers.get('Authorization') ?? '';
        lateSeen.push({ authorization, body: await request.json() });
        if (authorization === 'Bearer fresh-token') return HttpResponse.json({ ok: true });
        arrived();
        await released;
        return HttpResponse.json({ message: 'expired' }, { status: 403 });
      }),
    );
    signedIn();

    const late = apiRequest(ok, { method: 'POST', url: '/test/late', data: { value: 990 } });
    await lateArrived;
    await expect(apiRequest(ok, { url: '/test/first' })).resolves.toEqual({ ok: true });
    expect(refresh.languages).toHaveLength(1);
    expect(getAccessToken()).toBe('fresh-token');
    release();

    await expect(late).resolves.toEqual({ ok: true });
    expect(refresh.languages).toHaveLength(1);
    expect(lateSeen).toEqual([
      { authorization: 'Bearer stale-token', body: { value: 990 } },
      { authorization: 'Bearer fresh-token', body: { value: 990 } },
    ]);
  });
});
