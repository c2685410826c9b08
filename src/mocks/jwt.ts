import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const SECRET = utf8ToBytes('yukbirja-demo-backend-secret-not-for-production');

const base64Url = (bytes: Uint8Array) => {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const encodeJson = (value: unknown) => base64Url(utf8ToBytes(JSON.stringify(value)));
const sign = (input: string) => base64Url(hmac(sha256, SECRET, utf8ToBytes(input)));

export type TokenClaims = Record<string, unknown> & { exp: number; iat: number };

export function signJwt(claims: Record<string, unknown>, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const body = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${body}.${sign(body)}`;
}

/** The claims of a token this server signed and that has not expired, or null. */
export function verifyJwt(token: string, now = Date.now()): TokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  if (sign(`${header}.${payload}`) !== signature) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as TokenClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

export const hashPassword = (password: string) => bytesToHex(sha256(utf8ToBytes(`demo-salt:${password}`)));

export function randomToken() {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}
