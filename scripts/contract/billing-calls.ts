import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import {
  balancesSchema,
  billingSummarySchema,
  cardSchema,
  invoicePageSchema,
  invoiceSchema,
  paymentStartSchema,
  promoCheckSchema,
  transactionPageSchema,
  transactionSchema,
} from '@/features/billing/schemas';
import { promoCodeInputSchema, promoCodePageSchema, promoCodeSchema } from '@/features/promo-codes/schemas';
import { type ContractEndpoint, designed } from './contract-types';
import { day, id, paging, text } from './query-fields';

const CARRIER = ['LOGISTIC'] as const;
const ADMIN = ['ADMIN'] as const;

export const billingCalls: ContractEndpoint[] = [
  designed('getBillingSummary', 'GET', endpoints.billing.summary, CARRIER, {
    summary: 'What the carrier owes: won bids and balances',
    answer: billingSummarySchema,
  }),
  designed('checkPromoCode', 'POST', endpoints.billing.checkPromo, CARRIER, {
    summary: 'The commission a promo code would set',
    body: z.object({ code: z.string(), currency: z.string() }),
    answer: promoCheckSchema,
  }),
  designed('startPayment', 'POST', endpoints.billing.payments, CARRIER, {
    summary: 'Start paying what is owed in one currency (never an amount)',
    body: paymentStartSchema,
    answer: transactionSchema,
  }),
  designed('payWithCard', 'POST', endpoints.billing.confirm('{paymentId}'), CARRIER, {
    summary: 'Pay a started payment with a card',
    body: cardSchema,
    answer: transactionSchema,
  }),
  designed('getTransactions', 'GET', endpoints.billing.transactions, ['LOGISTIC', 'ADMIN'], {
    summary: "The carrier's payments; every payment for an admin",
    query: z.object({ ...paging, status: text(), organizationId: id(), startDate: day(), endDate: day() }),
    answer: transactionPageSchema,
  }),
  designed('refundTransaction', 'POST', endpoints.billing.refund('{id}'), ADMIN, {
    summary: 'Refund a payment',
    answer: transactionSchema,
  }),
  designed('getBalances', 'GET', endpoints.billing.balances, ADMIN, {
    summary: "Every carrier's balances",
    answer: balancesSchema,
  }),
  designed('getInvoices', 'GET', endpoints.billing.invoices, CARRIER, {
    summary: "The carrier's invoices",
    query: z.object(paging),
    answer: invoicePageSchema,
  }),
  designed('getInvoice', 'GET', endpoints.billing.invoice('{id}'), ['LOGISTIC', 'ADMIN'], {
    summary: 'One invoice',
    answer: invoiceSchema,
    idFrom: [
      { call: 'getInvoices', field: 'id' },
      { call: 'getTransactions', field: 'invoiceId' },
    ],
  }),
  designed('getPromoCodes', 'GET', endpoints.promoCodes.list, ADMIN, {
    summary: 'Promo codes',
    query: z.object({ ...paging, search: text(), state: text() }),
    answer: promoCodePageSchema,
  }),
  designed('createPromoCode', 'POST', endpoints.promoCodes.list, ADMIN, {
    summary: 'Create a promo code',
    body: promoCodeInputSchema,
    answer: promoCodeSchema,
  }),
  designed('updatePromoCode', 'PUT', endpoints.promoCodes.one('{id}'), ADMIN, {
    summary: 'Edit a promo code',
    body: promoCodeInputSchema,
    answer: promoCodeSchema,
  }),
  designed('expirePromoCode', 'POST', endpoints.promoCodes.expire('{id}'), ADMIN, {
    summary: 'End a promo code now',
    answer: promoCodeSchema,
  }),
];
