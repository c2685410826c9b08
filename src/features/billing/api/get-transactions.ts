import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import type { PageRequest } from '@/lib/page';
import { transactionPageSchema, type TransactionQuery } from '../schemas';
import { billingKeys } from './query-keys';

/** The query as sent: empty filters left out, page zero-based. */
const toTransactionParams = (query: TransactionQuery) => ({
  page: Math.max(0, query.page - 1),
  size: query.size,
  ...(query.status && query.status !== 'all' ? { status: query.status } : {}),
  ...(query.organizationId ? { organizationId: query.organizationId } : {}),
  ...(query.startDate ? { startDate: query.startDate } : {}),
  ...(query.endDate ? { endDate: query.endDate } : {}),
});

/** GET /billing/transactions: a carrier's own payments, or every carrier's for an admin. */
export const getTransactions = (query: TransactionQuery, pageRequest?: PageRequest) =>
  apiRequest(transactionPageSchema, {
    method: 'GET',
    url: endpoints.billing.transactions,
    params: { ...toTransactionParams(query), ...pageRequest },
  });

export const getTransactionsQueryOptions = (query: TransactionQuery) =>
  queryOptions({
    queryKey: billingKeys.transactions(query),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (query: TransactionQuery) => useQuery(getTransactionsQueryOptions(query));
