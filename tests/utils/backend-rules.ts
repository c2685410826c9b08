import { afterEach, beforeEach, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { call } from '@/mocks/test-api';
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

/** The demo accounts' tokens (config/demo-accounts.ts), for files whose tests act as them throughout. */
export const importerToken = () => tokenOf('importer@demo.az');
export const carrierToken = () => tokenOf('carrier@demo.az');
export const adminToken = () => tokenOf('admin@demo.az');

/** A spec path without its own /api: test-api's base carries it. */
export const bare = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** The whole answer of a refused call: its status and nothing in the body but the message. */
export const refusal = (status: number, message: string) => ({ status, body: { message } });

/** A card payment's confirmation as the billing page sends it, by the demo carrier's holder. */
export const cardInput = (cardNumber: string) => ({
  cardHolder: 'Elvin Hasanov',
  cardNumber,
  expiry: '12/30',
  cvv: '123',
});

/** The carrier starts paying one currency's whole balance, with a promo code or none. */
export const startPayment = (token: string, currency = 'TRY', promoCode: string | null = null) =>
  call(token, 'POST', endpoints.billing.payments, { currency, promoCode });

/** The card sent for a started payment (`paymentId` as its start answered it). */
export const confirmPayment = (token: string, paymentId: unknown, cardNumber: string) =>
  call(token, 'POST', endpoints.billing.confirm(Number(paymentId)), cardInput(cardNumber));
