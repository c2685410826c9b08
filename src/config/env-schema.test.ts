import { assertValidEnv } from './env-schema';

// vite.config.ts runs this check when the dev server, the build or the tests start.

describe('the build settings check', () => {
  it('fills the production defaults when nothing is set', () => {
    expect(assertValidEnv({})).toEqual({
      VITE_API_BASE_URL: '/api',
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
