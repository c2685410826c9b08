import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { server } from '@/mocks/node';
import { expectConsoleError } from '@tests/utils/console-errors';
import { okEndpoint } from '@tests/utils/ok-endpoint';
import { apiRequest, toRelativeApiPath } from './api-client';
import { i18n } from './i18n';

// The client's contract: headers, one /api prefix, errors as ApiError. The 403/401
// refresh and sign-out rules are in http-client.test.ts.

const ok = z.object({ ok: z.literal(true) });

describe('api client', () => {
  it('sends Accept-Language with the current language and the bearer token from the cookie', async () => {
    const echo = okEndpoint('*/api/test/echo');
    Cookies.set('accessToken', 'token-123');
    await i18n.changeLanguage('ru');
    await apiRequest(ok, { url: '/test/echo' });
    const { headers } = echo.requests[0]!;
    expect(headers.get('Accept-Language')).toBe('ru');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('defaults Accept-Language to az and sends no Authorization without a session', async () => {
    const echo = okEndpoint('*/api/test/echo');
    await apiRequest(ok, { url: '/test/echo' });
    const { headers } = echo.requests[0]!;
    expect(headers.get('Accept-Language')).toBe('az');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('requests every path with exactly one /api prefix', async () => {
    const anyPath = okEndpoint('*/api/*');
    await apiRequest(ok, { url: '/api/bids/bids/42' });
    await apiRequest(ok, { url: '/organization' });
    expect(anyPath.paths()).toEqual(['/api/bids/bids/42', '/api/organization']);
    expect(toRelativeApiPath('/api/cities')).toBe('/cities');
    expect(toRelativeApiPath('/apiary')).toBe('/apiary');
  });

  it('keeps the table’s /api under the base in the double form, and adds none to a path without it', () => {
    expect(toRelativeApiPath('/api/bids/bids/42', 'double')).toBe('/api/bids/bids/42');
    expect(toRelativeApiPath('/api/cities', 'double')).toBe('/api/cities');
    expect(toRelativeApiPath('/organization', 'double')).toBe('/organization');
    expect(toRelativeApiPath('/apiary', 'double')).toBe('/apiary');
    expect(toRelativeApiPath('/api/bids/bids/42', 'single')).toBe('/bids/bids/42');
    expect(toRelativeApiPath('/organization', 'single')).toBe('/organization');
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
    const log = expectConsoleError(/^Unexpected response from GET \/test\/shape: field 'ok'/);
    const error = await apiRequest(ok, { url: '/test/shape' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid_response' });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
