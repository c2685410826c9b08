import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { server } from '@/mocks/node';
import { okEndpoint } from '@tests/utils/ok-endpoint';
import type * as Env from '@/config/env';
import type * as ApiClient from './api-client';

// VITE_API_PATHS=double, as a build with that setting reads it: the spec's table's /api is kept
// under the base (/api/api/bids/...), a path without it still gets one /api, and the refresh and
// every other call go through the same rule. The single form (the default) is api-client.test.ts's.

// The client built afresh over a build setting of double (the test setup has already loaded the default one).
let apiRequest: typeof ApiClient.apiRequest;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('@/config/env', async (importOriginal) => {
    const actual = await importOriginal<typeof Env>();
    return { ...actual, env: { ...actual.env, apiPaths: 'double' } };
  });
  ({ apiRequest } = await import('./api-client'));
});
afterAll(() => {
  vi.doUnmock('@/config/env');
  vi.resetModules();
});

const ok = z.object({ ok: z.literal(true) });

describe('VITE_API_PATHS=double', () => {
  it('sends the spec’s /api/... paths under the base as written, and the others with one /api', async () => {
    const anyPath = okEndpoint(/\/api\//);
    await apiRequest(ok, { url: endpoints.bids.inquiries });
    await apiRequest(ok, { url: endpoints.bids.ofInquiry(42) });
    await apiRequest(ok, { url: endpoints.cities });
    await apiRequest(ok, { url: endpoints.attachments.download(7) });
    await apiRequest(ok, { url: endpoints.organization.current });
    await apiRequest(ok, { url: endpoints.countries });
    expect(anyPath.paths()).toEqual([
      '/api/api/bids/inquiries',
      '/api/api/bids/bids/42',
      '/api/api/cities',
      '/api/api/attachments/download/7',
      '/api/organization',
      '/api/country/list',
    ]);
  });

  it('keeps the query as given', async () => {
    let search = '';
    server.use(
      http.get('*/api/api/bids/bids/:id', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest(ok, { url: endpoints.bids.ofInquiry(1), params: { page: 0, sort: 'createdAt,desc' } });
    expect(new URLSearchParams(search).get('sort')).toBe('createdAt,desc');
  });
});
