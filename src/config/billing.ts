import { PAYMENT_STATUSES } from './enums';

/** The platform's commission on every won bid, charged in the bid's currency. */
export const COMMISSION_RATE_PERCENT = 3;

/** Card payments settle one currency's whole balance; this bounds a single payment. */
export const PAYMENT_MAX_AMOUNT = 50_000;

/** Promo codes: a commission rate (percent) replacing the standard one, or a fixed discount in one currency. */
export const PROMO_KINDS = ['COMMISSION', 'DISCOUNT'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
/** A promo code: 4 to 20 capital letters, digits and dashes. */
export const PROMO_CODE_MAX_LENGTH = 20;
export const PROMO_CODE_PATTERN = new RegExp(`^[A-Z0-9-]{4,${PROMO_CODE_MAX_LENGTH}}$`);
/** A card holder's name as printed on the card: letters, spaces, apostrophes, dots and dashes. */
export const CARD_HOLDER_MAX_LENGTH = 60;

export const TRANSACTION_TABS = ['all', ...PAYMENT_STATUSES] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const DEMO_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  uncaptured: '4000000000003220',
} as const;

export const commissionOf = (value: number, ratePercent = COMMISSION_RATE_PERCENT) =>
  Math.round(value * ratePercent) / 100;
