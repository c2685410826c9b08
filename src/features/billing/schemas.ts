import { z } from 'zod/mini';
import { PAYMENT_STATUSES, CURRENCIES } from '@/config/enums';
import { fieldMsg } from '@/lib/field-schemas';
import { pageSchema } from '@/lib/page';
import { cvvValid, expiryState, luhnValid } from './card';

// Billing as the API takes and answers it (docs/billing.md, docs/api.md 'Billing'). The card form and
// the demo backend validate with the same schema; messages are translation keys.

export const billingMsg = {
  required: fieldMsg.required,
  cardNumber: 'billing:validation.cardNumber',
  expiryFormat: 'billing:validation.expiryFormat',
  expiryPast: 'billing:validation.expiryPast',
  cvv: 'billing:validation.cvv',
  holder: 'billing:validation.holder',
} as const;
const m = billingMsg;

/** The card as POST /billing/payments/{id}/confirm takes it. Never cached, stored or logged. */
export const cardSchema = z.object({
  cardHolder: z
    .string({ error: m.required })
    .check(z.trim(), z.minLength(1, m.required), z.regex(/^[\p{L}' .-]{2,60}$/u, m.holder)),
  cardNumber: z.string({ error: m.required }).check(z.refine(luhnValid, m.cardNumber)),
  expiry: z.string({ error: m.required }).check(
    z.refine((v) => expiryState(v) !== 'format', m.expiryFormat),
    z.refine((v) => expiryState(v) !== 'past', m.expiryPast),
  ),
  cvv: z.string({ error: m.required }).check(z.refine(cvvValid, m.cvv)),
});
export type CardInput = z.infer<typeof cardSchema>;

/** One won bid and its commission. */
export const billingItemSchema = z.object({
  bidId: z.number(),
  inquiryId: z.number(),
  inquiryCode: z.string(),
  bidValue: z.number(),
  currency: z.enum(CURRENCIES),
  commission: z.number(),
  wonAt: z.string(),
  paid: z.boolean(),
});
export type BillingItem = z.infer<typeof billingItemSchema>;

/** GET /billing/summary: what the carrier owes, per currency, and each won bid behind it. */
export const billingSummarySchema = z.object({
  commissionRatePercent: z.number(),
  balances: z.array(z.object({ currency: z.enum(CURRENCIES), owed: z.number(), paid: z.number() })),
  lastPaymentDate: z.nullable(z.string()),
  items: z.array(billingItemSchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const TRANSACTION_STATUSES = [...PAYMENT_STATUSES, 'pending'] as const;

/** A payment (transaction). `amount` is what was charged; `commission` what was owed before a promo code. */
export const transactionSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  organizationName: z.string(),
  amount: z.number(),
  commission: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(TRANSACTION_STATUSES),
  paymentMethod: z.enum(['CARD', 'BANK_TRANSFER']),
  cardLast4: z.nullable(z.string()),
  description: z.string(),
  failureReason: z.nullable(z.string()),
  promoCode: z.nullable(z.string()),
  createdAt: z.string(),
  paymentDate: z.nullable(z.string()),
  invoiceId: z.nullable(z.number()),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = pageSchema(transactionSchema);

/** POST /billing/payments: pay one currency's whole balance, optionally with a promo code. */
export const paymentStartSchema = z.object({
  currency: z.enum(CURRENCIES),
  promoCode: z.nullable(z.string()),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** POST /billing/promo-codes/check: the billing state a valid code sets (spec §3: commission, currency). */
export const promoCheckSchema = z.object({
  code: z.string(),
  commission: z.number(),
  currency: z.enum(CURRENCIES),
  /** What the balance would have been without the code. */
  before: z.number(),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/** An invoice: one per successful payment. */
export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  issuedAt: z.string(),
  transactionId: z.number(),
  amount: z.number(),
  commission: z.number(),
  currency: z.enum(CURRENCIES),
  promoCode: z.nullable(z.string()),
  status: z.enum(TRANSACTION_STATUSES),
  seller: z.object({ name: z.string(), regNumber: z.string(), address: z.string(), email: z.string() }),
  buyer: z.object({ name: z.string(), regNumber: z.string(), email: z.string(), country: z.string() }),
  lines: z.array(
    z.object({
      description: z.string(),
      bidValue: z.number(),
      commission: z.number(),
      inquiryCode: z.string(),
    }),
  ),
  cardLast4: z.nullable(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /billing/balances (admin): every carrier's balances. */
export const balancesSchema = z.array(
  z.object({
    organizationId: z.number(),
    organizationName: z.string(),
    balances: z.array(z.object({ currency: z.enum(CURRENCIES), owed: z.number(), paid: z.number() })),
    lastPaymentDate: z.nullable(z.string()),
  }),
);
export type Balances = z.infer<typeof balancesSchema>;

/** GET /billing/transactions query: page one-based here. `organizationId`, dates: admin only. */
export type TransactionQuery = {
  status: string;
  organizationId: number | null;
  startDate: string | null;
  endDate: string | null;
  page: number;
  size: number;
};
