import { z } from 'zod/mini';
import { PAYMENT_STATUSES, CURRENCIES } from '@/config/enums';
import { fieldMsg } from '@/lib/field-schemas';
import { CARD_HOLDER_MAX_LENGTH } from '@/config/billing';
import { listOrEmpty, maybe, openEnum } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';
import { cvvValid, expiryState, luhnValid } from './card';

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
    .check(
      z.trim(),
      z.minLength(1, m.required),
      z.regex(new RegExp(`^[\\p{L}' .-]{2,${CARD_HOLDER_MAX_LENGTH}}$`, 'u'), m.holder),
    ),
  cardNumber: z.string({ error: m.required }).check(z.refine(luhnValid, m.cardNumber)),
  expiry: z.string({ error: m.required }).check(
    z.refine((v) => expiryState(v) !== 'format', m.expiryFormat),
    z.refine((v) => expiryState(v) !== 'past', m.expiryPast),
  ),
  cvv: z.string({ error: m.required }).check(z.refine(cvvValid, m.cvv)),
});
export type CardInput = z.infer<typeof cardSchema>;

const currency = openEnum(CURRENCIES);
const balanceSchema = z.object({ currency, owed: z.number(), paid: maybe(z.number()) });

/** One won bid and its commission: the commission and its currency are the point of the row. */
export const billingItemSchema = z.object({
  bidId: z.number(),
  inquiryId: maybe(z.number()),
  inquiryCode: maybe(z.string()),
  bidValue: maybe(z.number()),
  currency,
  commission: z.number(),
  commissionRatePercent: maybe(z.number()),
  standardCommission: maybe(z.number()),
  promoCode: maybe(z.string()),
  wonAt: maybe(z.string()),
  paid: maybe(z.boolean()),
});
export type BillingItem = z.infer<typeof billingItemSchema>;

export const billingSummarySchema = z.object({
  commissionRatePercent: maybe(z.number()),
  balances: listOrEmpty(balanceSchema),
  lastPaymentDate: maybe(z.string()),
  items: listOrEmpty(billingItemSchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const TRANSACTION_STATUSES = [...PAYMENT_STATUSES, 'pending'] as const;
export const PAYMENT_METHODS = ['CARD', 'BANK_TRANSFER'] as const;

export const transactionSchema = z.object({
  id: z.number(),
  organizationId: maybe(z.number()),
  organizationName: maybe(z.string()),
  amount: z.number(),
  commission: maybe(z.number()),
  discount: maybe(z.number()),
  commissionRatePercent: maybe(z.number()),
  currency,
  status: openEnum(TRANSACTION_STATUSES),
  paymentMethod: maybe(openEnum(PAYMENT_METHODS)),
  cardLast4: maybe(z.string()),
  description: maybe(z.string()),
  failureReason: maybe(z.string()),
  promoCode: maybe(z.string()),
  createdAt: maybe(z.string()),
  paymentDate: maybe(z.string()),
  invoiceId: maybe(z.number()),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = pageSchema(transactionSchema, 'GET /billing/transactions');

export const paymentStartSchema = z.object({
  currency: z.enum(CURRENCIES),
  promoCode: z.nullable(z.string()),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const promoCheckSchema = z.object({
  code: maybe(z.string()),
  commission: z.number(),
  currency,
  before: maybe(z.number()),
  discount: maybe(z.number()),
  commissionRatePercent: maybe(z.number()),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

const text = maybe(z.string());

export const invoiceSchema = z.object({
  id: z.number(),
  number: text,
  issuedAt: text,
  transactionId: maybe(z.number()),
  amount: z.number(),
  commission: maybe(z.number()),
  discount: maybe(z.number()),
  commissionRatePercent: maybe(z.number()),
  currency,
  promoCode: text,
  status: maybe(openEnum(TRANSACTION_STATUSES)),
  seller: maybe(z.object({ name: text, regNumber: text, address: text, email: text })),
  buyer: maybe(z.object({ name: text, regNumber: text, email: text, country: text })),
  lines: listOrEmpty(
    z.object({
      description: text,
      bidValue: maybe(z.number()),
      commission: maybe(z.number()),
      charged: maybe(z.number()),
      inquiryCode: text,
    }),
  ),
  cardLast4: text,
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageSchema(invoiceSchema, 'GET /billing/invoices');

export const carrierBalancesSchema = z.object({
  organizationId: z.number(),
  organizationName: text,
  balances: listOrEmpty(balanceSchema),
  lastPaymentDate: text,
});
export const balancesSchema = pageSchema(carrierBalancesSchema, 'GET /billing/balances');
export type CarrierBalances = z.infer<typeof carrierBalancesSchema>;

export type { ListParams as TransactionQuery } from '@/lib/page';
