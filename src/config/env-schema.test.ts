import { assertValidEnv } from './env-schema';

// vite.config.ts runs this check when the dev server, the build or the tests start.

describe('the build settings check', () => {
  it('fills the production defaults when nothing is set', () => {
    expect(assertValidEnv({})).toEqual({
      VITE_API_BASE_URL: '/api',
      VITE_API_PATHS: 'single',
      VITE_DEMO_BACKEND: 'false',
      VITE_DEMO_TOKEN_TTL_SECONDS: 120,
    });
  });

  it('accepts the demo settings', () => {
    expect(
      assertValidEnv({
        VITE_DEMO_BACKEND: 'true',
        VITE_DEMO_TOKEN_TTL_SECONDS: '30',
        VITE_API_BASE_URL: '/api',
      }),
    ).toMatchObject({ VITE_DEMO_BACKEND: 'true', VITE_DEMO_TOKEN_TTL_SECONDS: 30 });
  });

  it('stops the build on a wrong value, naming each setting', () => {
    expect(() =>
      assertValidEnv({ VITE_DEMO_TOKEN_TTL_SECONDS: 'two minutes', VITE_DEMO_BACKEND: 'yes' }),
    ).toThrow(
      /VITE_DEMO_BACKEND.*VITE_DEMO_TOKEN_TTL_SECONDS|VITE_DEMO_TOKEN_TTL_SECONDS.*VITE_DEMO_BACKEND/,
    );
    expect(() => assertValidEnv({ VITE_API_BASE_URL: 'api.example.com' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => assertValidEnv({ VITE_API_BASE_URL: '' })).toThrow(/VITE_API_BASE_URL/);
    expect(assertValidEnv({ VITE_API_BASE_URL: 'https://api.example.com' }).VITE_API_BASE_URL).toBe(
      'https://api.example.com',
    );
  });
});

describe('VITE_API_PROXY, the backend the dev and preview servers forward /api to', () => {
  const proxyTo = (value: string, others: Record<string, string> = {}) =>
    assertValidEnv({ ...others, VITE_API_PROXY: value }).VITE_API_PROXY;

  it('takes a backend origin: http or https, with a port or a trailing slash', () => {
    expect(proxyTo('https://api.their-host.example')).toBe('https://api.their-host.example');
    expect(proxyTo('http://localhost:8080')).toBe('http://localhost:8080');
    expect(proxyTo('https://api.their-host.example/')).toBe('https://api.their-host.example/');
  });

  it('is off when unset or empty', () => {
    expect(assertValidEnv({}).VITE_API_PROXY).toBeUndefined();
    expect(proxyTo('')).toBe('');
  });

  it('refuses anything but an origin, naming the setting', () => {
    // A path would be ambiguous (kept or dropped?): /api/x always goes to <origin>/api/x.
    for (const value of [
      'https://api.their-host.example/base',
      'https://api.their-host.example/api',
      'api.their-host.example',
      'ftp://api.their-host.example',
      'https://api.their-host.example?tenant=1',
      'https://user:secret@api.their-host.example',
      'https://',
    ]) {
      expect(() => proxyTo(value), value).toThrow(/VITE_API_PROXY: must be the backend origin only/);
    }
  });

  it('needs the same-origin /api as the app’s API base, which the proxy forwards', () => {
    expect(proxyTo('https://api.their-host.example', { VITE_API_BASE_URL: '/api' })).toBe(
      'https://api.their-host.example',
    );
    expect(proxyTo('https://api.their-host.example', { VITE_API_BASE_URL: '/api/' })).toBe(
      'https://api.their-host.example',
    );
    expect(() =>
      proxyTo('https://api.their-host.example', { VITE_API_BASE_URL: 'https://api.their-host.example/api' }),
    ).toThrow(/VITE_API_BASE_URL: must be \/api when VITE_API_PROXY is set/);
    expect(() => proxyTo('https://api.their-host.example', { VITE_API_BASE_URL: '/backend' })).toThrow(
      /VITE_API_BASE_URL: must be \/api when VITE_API_PROXY is set/,
    );
    // Without a proxy an absolute base stays allowed.
    expect(() => proxyTo('', { VITE_API_BASE_URL: 'https://api.their-host.example/api' })).not.toThrow();
  });
});

describe('VITE_API_PATHS, how the spec’s /api/... paths are sent under the base', () => {
  it('is single unless set, and takes single or double', () => {
    expect(assertValidEnv({}).VITE_API_PATHS).toBe('single');
    expect(assertValidEnv({ VITE_API_PATHS: 'single' }).VITE_API_PATHS).toBe('single');
    expect(assertValidEnv({ VITE_API_PATHS: 'double' }).VITE_API_PATHS).toBe('double');
  });

  it('refuses anything else, naming the setting', () => {
    for (const value of ['Double', 'triple', '', '2', 'true'])
      expect(() => assertValidEnv({ VITE_API_PATHS: value }), value).toThrow(/VITE_API_PATHS/);
  });

  it('must be single with the in-browser demo backend, which answers that form only, unless a proxy turns it off', () => {
    expect(() => assertValidEnv({ VITE_API_PATHS: 'double', VITE_DEMO_BACKEND: 'true' })).toThrow(
      /VITE_API_PATHS: must be single with the demo backend/,
    );
    expect(
      assertValidEnv({
        VITE_API_PATHS: 'double',
        VITE_DEMO_BACKEND: 'true',
        VITE_API_PROXY: 'https://api.their-host.example',
      }).VITE_API_PATHS,
    ).toBe('double');
  });
});
