import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { User } from './seed';

// Access tokens are HS256 JWTs carrying what docs/api.md designs (organizationType, sub, organizationId,
// name, email, exp); refresh tokens are opaque and kept here until used for logout.

const secret = randomUUID();
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const sign = (data: string) => createHmac('sha256', secret).update(data).digest();

type Claims = { sub: string; organizationType: string; organizationId: number; exp: number; iat: number };

export function createTokenStore(accessTokenTtlSeconds: number) {
  const refreshTokens = new Map<string, number>();
  /** Tokens issued before this moment (seconds) count as expired: a test's way to age every session at once. */
  let notBefore = 0;

  function accessToken(user: User) {
    const iat = Date.now() / 1000;
    const payload = {
      sub: String(user.id),
      email: user.email,
      name: `${user.name} ${user.surname}`,
      organizationId: user.organizationId,
      organizationType: user.organizationType,
      iat,
      exp: Math.floor(iat) + accessTokenTtlSeconds,
    };
    const data = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
    return `${data}.${base64url(sign(data))}`;
  }

  /** The claims of a valid, unexpired access token, or null. */
  function verify(token: string): Claims | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = sign(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
    const now = Date.now() / 1000;
    return claims.exp > now && claims.iat >= notBefore ? claims : null;
  }

  return {
    issue(user: User) {
      const refreshToken = randomUUID();
      refreshTokens.set(refreshToken, user.id);
      return { accessToken: accessToken(user), refreshToken };
    },
    accessToken,
    verify,
    userOfRefreshToken: (token: string) => refreshTokens.get(token),
    revoke: (token: string) => refreshTokens.delete(token),
    expireIssued() {
      notBefore = Date.now() / 1000;
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
