import Cookies from 'js-cookie';
import {
  decodeSessionUser,
  endSession,
  getOrganizationType,
  getSessionEndReason,
  getSessionUser,
  getSessionVersion,
  renewSession,
  setAccessToken,
  startSession,
  subscribeSession,
} from './session';
import { expectConsoleError } from '@tests/utils/console-errors';

// What the app reads from an access token it cannot verify, field by field: a field of the
// wrong type makes the whole token unreadable, so a screen never acts on half a session. And how the
// session's cookies and its listeners move together when it starts, renews and ends.

/** An unsigned token with exactly this payload (the client does not check signatures). */
const tokenWith = (payload: unknown) => {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
};

const importer = { organizationType: 'IMPORTER' };

describe('a token payload the app reads', () => {
  it.each([
    ['only the organisation type', importer],
    ['a string sub, name and email', { ...importer, sub: '7', name: 'Aysel', email: 'a@b.az' }],
    ['an organisation id as a number', { ...importer, organizationId: 4 }],
    ['an organisation id as a string', { ...importer, organizationId: '4' }],
    ['a numeric expiry', { ...importer, exp: 1_900_000_000 }],
    ['a temporary password, true', { ...importer, mustChangePassword: true }],
    ['a temporary password, false', { ...importer, mustChangePassword: false }],
    ['each organisation type: carrier', { organizationType: 'LOGISTIC' }],
    ['each organisation type: admin', { organizationType: 'ADMIN' }],
  ])('is read with %s', (_name, payload) => {
    expect(decodeSessionUser(tokenWith(payload))).toEqual({
      sub: undefined,
      name: undefined,
      email: undefined,
      organizationId: undefined,
      exp: undefined,
      mustChangePassword: undefined,
      ...payload,
    });
  });

  it.each([
    ['no organisation type', { sub: '7' }],
    ['an organisation type the app does not know', { organizationType: 'SHIPPER' }],
    ['a numeric sub', { ...importer, sub: 7 }],
    ['a name that is not text', { ...importer, name: 5 }],
    ['an email that is not text', { ...importer, email: true }],
    ['an organisation id that is neither text nor number', { ...importer, organizationId: [4] }],
    ['an expiry as text', { ...importer, exp: '1900000000' }],
    ['a temporary-password flag as text', { ...importer, mustChangePassword: 'yes' }],
    ['a payload that is a plain string', 'IMPORTER'],
    ['a payload that is null', null],
  ])('is refused with %s, and the console says why', (_name, payload) => {
    const error = expectConsoleError(/^Invalid token$/);
    expect(decodeSessionUser(tokenWith(payload))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('is no user, without a console line, when there is no token at all', () => {
    expect(decodeSessionUser(null)).toBeNull();
    expect(decodeSessionUser('')).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(getOrganizationType()).toBeNull();
  });
});

describe('the session over time', () => {
  it('tells every listener of each change, and no longer after it unsubscribes', () => {
    const listener = vi.fn();
    const before = getSessionVersion();
    const unsubscribe = subscribeSession(listener);
    startSession({ accessToken: tokenWith(importer) });
    setAccessToken(tokenWith({ organizationType: 'LOGISTIC' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSessionVersion()).toBe(before + 2);
    expect(getOrganizationType()).toBe('LOGISTIC');
    unsubscribe();
    endSession();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSessionVersion()).toBe(before + 3);
  });

  it('keeps the refresh token it had when a renewal brings none', () => {
    startSession({ accessToken: 'first', refreshToken: 'refresh-1' });
    startSession({ accessToken: 'second', refreshToken: null });
    expect(Cookies.get('accessToken')).toBe('second');
    expect(Cookies.get('refreshToken')).toBe('refresh-1');
    setAccessToken('third');
    expect(Cookies.get('accessToken')).toBe('third');
    expect(Cookies.get('refreshToken')).toBe('refresh-1');
  });

  it('renews a live session, both tokens or the access token alone', () => {
    startSession({ accessToken: 'first', refreshToken: 'refresh-1' });
    expect(renewSession({ accessToken: 'second', refreshToken: 'refresh-2' })).toBe(true);
    expect(Cookies.get('accessToken')).toBe('second');
    expect(Cookies.get('refreshToken')).toBe('refresh-2');
  });

  it('does not start a session again from a renewal that comes after the sign-out', () => {
    startSession({ accessToken: 'first', refreshToken: 'refresh-1' });
    endSession('logout');
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    onTestFinished(() => void unsubscribe());
    expect(renewSession({ accessToken: 'late', refreshToken: 'late-refresh' })).toBe(false);
    setAccessToken('late-name');
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(getSessionUser()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('sets its cookies for the whole site, secure and same-site only', () => {
    const set = vi.spyOn(Cookies, 'set');
    startSession({ accessToken: 'a', refreshToken: 'r' });
    const options = { path: '/', secure: true, sameSite: 'strict' };
    expect(set).toHaveBeenNthCalledWith(1, 'accessToken', 'a', options);
    expect(set).toHaveBeenNthCalledWith(2, 'refreshToken', 'r', options);
    set.mockRestore();
  });

  it('clears both cookies for the whole site, whatever page the session ends on', () => {
    startSession({ accessToken: 'a', refreshToken: 'r' });
    const remove = vi.spyOn(Cookies, 'remove');
    endSession('logout');
    expect(remove).toHaveBeenCalledWith('accessToken', { path: '/' });
    expect(remove).toHaveBeenCalledWith('refreshToken', { path: '/' });
    remove.mockRestore();
  });

  it('remembers why it ended only when there was a session to end', () => {
    startSession({ accessToken: 'a', refreshToken: 'r' });
    endSession();
    expect(getSessionEndReason()).toBe('expired');
    // Signing out again with no session left does not overwrite why the last one ended.
    endSession('logout');
    expect(getSessionEndReason()).toBe('expired');
    // A new session forgets the old reason.
    startSession({ accessToken: 'b' });
    expect(getSessionEndReason()).toBeNull();
    endSession('logout');
    expect(getSessionEndReason()).toBe('logout');
  });
});
