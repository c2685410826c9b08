import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { TransactionQuery } from '../schemas';

// Every billing query's key. A payment or a refund changes balances, transactions and invoices at
// once, so a write invalidates `all`.
export const billingKeys = {
  all: rootKey(QUERY_ROOTS.billing),
  summary: () => [...billingKeys.all, 'summary'] as const,
  transactions: (query: TransactionQuery) => [...billingKeys.all, 'transactions', query] as const,
  balances: () => [...billingKeys.all, 'balances'] as const,
  invoices: (page: number, size: number) => [...billingKeys.all, 'invoices', page, size] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
};

/** What a payment or a refund changes: billing, and home's payment totals. */
export const paymentWriteKeys = [billingKeys.all, rootKey(QUERY_ROOTS.dashboard)] as const;
