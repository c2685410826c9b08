import { afterEach, beforeEach, vi } from 'vitest';
import { issueAccessToken } from '@/mocks/tokens';
import { organizationOf, userByEmail } from './factories';

// What the demo backend's rule tests (src/mocks/*-backend.test.ts) share besides test-api.ts.

/** An access token of a seeded account, issued by the backend itself (no sign-in request). */
export const tokenOf = (email: string) => issueAccessToken(userByEmail(email), organizationOf(email));

/** Every test of the file starts with the date at `start`, so each stamp it reads is exact; timers still run. */
export function freezeDateAt(start: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());
}
