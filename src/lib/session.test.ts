import Cookies from 'js-cookie';
import { signJwt } from '@/mocks/jwt';
import {
  decodeSessionUser,
  endSession,
  getOrganizationType,
  getSessionEndReason,
  getSessionUser,
  startSession,
} from './session';
import { expectConsoleError } from '@tests/utils/console-errors';

describe('session', () => {
  it('reads organizationType from the access token without verifying it', () => {
    const token = signJwt({ organizationType: 'LOGISTIC', sub: '3' }, 60);
    Cookies.set('accessToken', token);
    expect(getOrganizationType()).toBe('LOGISTIC');
  });

  it('follows the cookie as another tab changes it, between two reads with nothing else in between', () => {
    Cookies.set('accessToken', signJwt({ organizationType: 'LOGISTIC', sub: '3' }, 60));
    const carrier = getSessionUser();
    // Read again unchanged: the same user, not a new copy that would re-run every memo keyed on it.
    expect(getSessionUser()).toBe(carrier);
    Cookies.set('accessToken', signJwt({ organizationType: 'IMPORTER', sub: '1' }, 60));
    expect(getSessionUser()).toMatchObject({ organizationType: 'IMPORTER', sub: '1' });
    // A cookie other than the session's changes nothing the user reads.
    Cookies.set('lang-hint', 'ru');
    expect(getOrganizationType()).toBe('IMPORTER');
    Cookies.remove('lang-hint');
    Cookies.remove('accessToken');
    expect(getSessionUser()).toBeNull();
  });

  it('treats an unreadable token as no user and logs "Invalid token"', () => {
    const error = expectConsoleError(/^Invalid token$/);
    expect(decodeSessionUser('garbage')).toBeNull();
    expect(decodeSessionUser(signJwt({ organizationType: 'PIRATE' }, 60))).toBeNull();
    expect(decodeSessionUser(signJwt({ organizationType: 'IMPORTER', sub: 7 }, 60))).toBeNull();
    expect(decodeSessionUser(signJwt({ organizationType: 'IMPORTER', name: ['A'] }, 60))).toBeNull();
    expect(error).toHaveBeenCalledTimes(4);
    expect(error).toHaveBeenCalledWith('Invalid token');
  });

  it('keeps only the payload fields the app reads', () => {
    const token = signJwt({ organizationType: 'ADMIN', sub: '1', organizationId: 4, role: 'x' }, 60);
    const user = decodeSessionUser(token);
    expect(user).toMatchObject({ organizationType: 'ADMIN', sub: '1', organizationId: 4 });
    expect(user).not.toHaveProperty('role');
  });

  it('keeps both tokens in cookies on path / and clears them at the end', () => {
    startSession({ accessToken: 'a.b.c', refreshToken: 'r' });
    expect(Cookies.get('accessToken')).toBe('a.b.c');
    expect(Cookies.get('refreshToken')).toBe('r');
    endSession('logout');
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(getSessionEndReason()).toBe('logout');
  });
});
