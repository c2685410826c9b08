import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { transactionPageSchema, type TransactionQuery } from '../schemas';
import { billingKeys } from './query-keys';

/** GET /billing/transactions: a carrier's own payments, or every carrier's for an admin; empty filters left out. */
const transactions = filteredRead(
  transactionPageSchema,
  endpoints.billing.transactions,
  billingKeys.transactions,
  (query: TransactionQuery) =>
    listParams(query.page, query.size, {
      status: query.status === 'all' ? undefined : query.status,
      organizationId: query.organizationId,
      startDate: query.startDate,
      endDate: query.endDate,
    }),
);

/** One page of the list as the screen filters it, at any page and size (the CSV export's). */
export const getTransactions = transactions.fetch;
export const useTransactions = (query: TransactionQuery) => useQuery(transactions.options(query));
