import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { ORGANIZATION_TYPES, type OrganizationType } from '@/config/organization-types';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@/config/limits';

const cookieOptions = { path: '/', secure: true, sameSite: 'strict' } as const;

export type SessionUser = {
  organizationType: OrganizationType;
  sub?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  organizationId?: string | number | undefined;
  exp?: number | undefined;
  mustChangePassword?: boolean | undefined;
};

/** The claims the client reads besides the role, and the types each may have when present. */
const CLAIM_TYPES: Record<Exclude<keyof SessionUser, 'organizationType'>, readonly string[]> = {
  sub: ['string'],
  name: ['string'],
  email: ['string'],
  organizationId: ['string', 'number'],
  exp: ['number'],
  mustChangePassword: ['boolean'],
};

/** The client reads the payload unverified: the server verifies, the client only decides what to show. */
function isSessionUser(payload: unknown): payload is SessionUser {
  // Stryker disable next-line ConditionalExpression: equivalent; a non-object fails the type check below the same way
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return (
    (ORGANIZATION_TYPES as readonly unknown[]).includes(p.organizationType) &&
    Object.entries(CLAIM_TYPES).every(
      ([claim, types]) => p[claim] === undefined || types.includes(typeof p[claim]),
    )
  );
}

const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever the session changes; lets React re-read the cookie. */
export function getSessionVersion() {
  return version;
}

// Every render that reads the user and every permission check reads the token: the cookies are
// parsed, and the token decoded, once per change of the cookie string rather than once per read.
let lastRead: { cookies: string; token: string | null } | null = null;
let lastDecoded: { token: string | null; user: SessionUser | null } | null = null;

export function getAccessToken() {
  // No document where the build runs the app's request code (build/first-request-table.ts).
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  if (lastRead?.cookies !== cookies) lastRead = { cookies, token: Cookies.get(SESSION_COOKIE) ?? null };
  return lastRead.token;
}

export function getRefreshToken() {
  return Cookies.get(REFRESH_COOKIE) ?? null;
}

export function renewSession(tokens: { accessToken: string; refreshToken?: string | null | undefined }) {
  if (getAccessToken() === null) return false;
  Cookies.set(SESSION_COOKIE, tokens.accessToken, cookieOptions);
  if (tokens.refreshToken) Cookies.set(REFRESH_COOKIE, tokens.refreshToken, cookieOptions);
  notify();
  return true;
}

export function setAccessToken(accessToken: string) {
  renewSession({ accessToken });
}

export function startSession(tokens: { accessToken: string; refreshToken?: string | null | undefined }) {
  lastEndReason = null;
  Cookies.set(SESSION_COOKIE, tokens.accessToken, cookieOptions);
  if (tokens.refreshToken) Cookies.set(REFRESH_COOKIE, tokens.refreshToken, cookieOptions);
  notify();
}

export type SessionEndReason = 'logout' | 'expired';
let lastEndReason: SessionEndReason | null = null;

/** Why the last session ended: the login page tells an expired session from a chosen logout. */
export function getSessionEndReason() {
  return lastEndReason;
}

export function endSession(reason: SessionEndReason = 'expired') {
  const hadSession = getAccessToken() !== null;
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
  if (hadSession) lastEndReason = reason;
  notify();
}

export function decodeSessionUser(token: string | null): SessionUser | null {
  if (!token) return null;
  try {
    const payload = jwtDecode(token);
    // Stryker disable next-line StringLiteral: equivalent; the catch below drops the message for its own.
    if (!isSessionUser(payload)) throw new Error('Unexpected token payload');
    const claims = ['organizationType', ...Object.keys(CLAIM_TYPES)] as const;
    return Object.fromEntries(
      claims.map((claim) => [claim, payload[claim as keyof SessionUser]]),
    ) as SessionUser;
  } catch {
    console.error('Invalid token');
    return null;
  }
}

export function getSessionUser() {
  const token = getAccessToken();
  if (lastDecoded?.token !== token) lastDecoded = { token, user: decodeSessionUser(token) };
  return lastDecoded.user;
}

export function getOrganizationType(): OrganizationType | null {
  return getSessionUser()?.organizationType ?? null;
}
