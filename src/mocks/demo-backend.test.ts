import { configureDemo } from './config';
import { signJwt } from './jwt';

// The demo backend behaves like a real server: signed, expiring tokens, roles, validation.

const base = 'http://localhost:3000/api';
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function loginAs(email: string) {
  const response = await fetch(`${base}/auth/login`, json({ email, password: 'Demo1234!' }));
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

describe('demo backend', () => {
  afterEach(() => configureDemo({ accessTokenTtlSeconds: 120 }));

  it('signs tokens whose payload carries organizationType', async () => {
    const { accessToken } = await loginAs('admin@demo.az');
    const payload = JSON.parse(
      atob(accessToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as Record<string, unknown>;
    expect(payload.organizationType).toBe('ADMIN');
    expect(typeof payload.exp).toBe('number');
  });

  it('answers 403 to a missing, forged or expired token', async () => {
    expect((await fetch(`${base}/organization`)).status).toBe(403);
    const forged = signJwt({ typ: 'access', sub: '1', organizationType: 'ADMIN' }, 60).slice(0, -2) + 'xx';
    expect(
      (await fetch(`${base}/organization`, { headers: { Authorization: `Bearer ${forged}` } })).status,
    ).toBe(403);
    configureDemo({ accessTokenTtlSeconds: -1 });
    const { accessToken } = await loginAs('importer@demo.az');
    expect(
      (await fetch(`${base}/organization`, { headers: { Authorization: `Bearer ${accessToken}` } })).status,
    ).toBe(403);
  });

  it('renews an access token from a refresh token', async () => {
    const { refreshToken } = await loginAs('importer@demo.az');
    const response = await fetch(`${base}/auth/refresh-token`, json({ refreshToken }));
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    expect(
      (await fetch(`${base}/organization`, { headers: { Authorization: `Bearer ${accessToken}` } })).status,
    ).toBe(200);
    expect((await fetch(`${base}/auth/refresh-token`, json({ refreshToken: 'unknown' }))).status).toBe(401);
  });

  it('enforces roles with 403 and a message in the caller’s language', async () => {
    const { accessToken } = await loginAs('importer@demo.az');
    const response = await fetch(`${base}/organizations`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'Accept-Language': 'ru' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'У вас нет прав на это действие.' });
  });

  it('validates payloads with the client’s schemas and names the fields', async () => {
    const response = await fetch(`${base}/auth/register`, json({ email: 'nope', name: 'Al' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors.email).toBe('validation:email');
    expect(body.errors.name).toBe('validation:nameMin');
  });

  it('answers 404 for an /api path it does not know', async () => {
    expect((await fetch(`${base}/no-such-endpoint`)).status).toBe(404);
  });

  it('pages the organisations list zero-based', async () => {
    const { accessToken } = await loginAs('admin@demo.az');
    const response = await fetch(`${base}/organizations?page=1&size=3`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const body = (await response.json()) as { content: unknown[]; page: number; totalElements: number };
    expect(body.page).toBe(1);
    expect(body.content).toHaveLength(3);
    expect(body.totalElements).toBe(7);
  });
});
