import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The HTTP client's code loads with the first request (docs/decisions.md). Offline at that moment,
// the load fails: the call must fail as a network error, and the next call must load it again
// instead of failing forever with the remembered rejection.

describe('loading the HTTP client', () => {
  afterEach(() => {
    vi.doUnmock('./http-client');
    vi.resetModules();
  });

  it('fails the call as a network error and tries the load again on the next call', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('./http-client', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module: /assets/http-client.js');
      return importOriginal();
    });
    const { apiRequest } = await import('./api-client');
    const { ApiError } = await import('./api-error');
    const schema = z.array(z.object({ id: z.number(), name: z.string() }));

    const first = apiRequest(schema, { method: 'GET', url: '/country/list' });
    await expect(first).rejects.toBeInstanceOf(ApiError);
    await expect(first).rejects.toMatchObject({ kind: 'network' });

    offline = false;
    vi.resetModules();
    const countries = await apiRequest(schema, { method: 'GET', url: '/country/list' });
    expect(countries.length).toBeGreaterThan(0);
  });
});
