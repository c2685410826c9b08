import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

// A payment or a refund changes balances, transactions and invoices at once: a write invalidates `all`.
export const billingKeys = {
  all: rootKey(QUERY_ROOTS.billing),
  summary: () => [...billingKeys.all, 'summary'] as const,
  transactions: (params: RequestParams) => [...billingKeys.all, 'transactions', params] as const,
  balances: () => [...billingKeys.all, 'balances'] as const,
  invoices: (params: RequestParams) => [...billingKeys.all, 'invoices', params] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
};

/** What a payment or a refund changes: billing, and home's payment totals. */
export const paymentWriteKeys = [billingKeys.all, rootKey(QUERY_ROOTS.dashboard)] as const;
