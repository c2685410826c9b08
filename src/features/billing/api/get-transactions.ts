import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams, type PageRequest } from '@/lib/page';
import { transactionPageSchema, type TransactionQuery } from '../schemas';
import { billingKeys } from './query-keys';

/** The query as sent: empty filters left out, page zero-based. */
const toTransactionParams = (query: TransactionQuery) =>
  listParams(query.page, query.size, {
    status: query.status === 'all' ? undefined : query.status,
    organizationId: query.organizationId,
    startDate: query.startDate,
    endDate: query.endDate,
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
