import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import {
  balancesSchema,
  billingSummarySchema,
  invoicePageSchema,
  invoiceSchema,
  promoCheckSchema,
  transactionPageSchema,
  transactionSchema,
  type PaymentStart,
  type TransactionQuery,
} from '../schemas';

// Billing reads and the writes that carry no card data. The card goes through pay-with-card.ts,
// outside the query and mutation caches.

export const getBillingSummary = () =>
  apiRequest(billingSummarySchema, { method: 'GET', url: endpoints.billing.summary });
export const billingSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'summary'], queryFn: getBillingSummary });
export const useBillingSummary = () => useQuery(billingSummaryQueryOptions());

export const toTransactionParams = (query: TransactionQuery) => ({
  page: Math.max(0, query.page - 1),
  size: query.size,
  ...(query.status && query.status !== 'all' ? { status: query.status } : {}),
  ...(query.organizationId ? { organizationId: query.organizationId } : {}),
  ...(query.startDate ? { startDate: query.startDate } : {}),
  ...(query.endDate ? { endDate: query.endDate } : {}),
});

export const getTransactions = (query: TransactionQuery) =>
  apiRequest(transactionPageSchema, {
    method: 'GET',
    url: endpoints.billing.transactions,
    params: toTransactionParams(query),
  });
export const transactionsQueryOptions = (query: TransactionQuery) =>
  queryOptions({
    queryKey: ['billing', 'transactions', query],
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });
export const useTransactions = (query: TransactionQuery) => useQuery(transactionsQueryOptions(query));

export const getBalances = () =>
  apiRequest(balancesSchema, { method: 'GET', url: endpoints.billing.balances });
export const useBalances = () => useQuery({ queryKey: ['billing', 'balances'], queryFn: getBalances });

export const getInvoices = (page: number, size: number) =>
  apiRequest(invoicePageSchema, {
    method: 'GET',
    url: endpoints.billing.invoices,
    params: { page: Math.max(0, page - 1), size },
  });
export const useInvoices = (page: number, size: number) =>
  useQuery({
    queryKey: ['billing', 'invoices', page, size],
    queryFn: () => getInvoices(page, size),
    placeholderData: keepPreviousData,
  });

export const getInvoice = (id: number) =>
  apiRequest(invoiceSchema, { method: 'GET', url: endpoints.billing.invoice(id) });
export const useInvoice = (id: number) =>
  useQuery({ queryKey: ['billing', 'invoice', id], queryFn: () => getInvoice(id) });

/** POST /billing/promo-codes/check: the commission and currency a valid code sets (spec §3 billing state). */
export const checkPromoCode = (input: { code: string; currency: string }) =>
  apiRequest(promoCheckSchema, { method: 'POST', url: endpoints.billing.checkPromo, data: input });
export const useCheckPromoCode = () => useMutation({ mutationFn: checkPromoCode });

/** POST /billing/payments: the server computes the amount; the answer's id is the payment context's paymentId. */
export const startPayment = (input: PaymentStart) =>
  apiRequest(transactionSchema, { method: 'POST', url: endpoints.billing.payments, data: input });
export const useStartPayment = () => useMutation({ mutationFn: startPayment });

export const getPayment = (id: number) =>
  apiRequest(transactionSchema, { method: 'GET', url: endpoints.billing.payment(id) });

export function useRefund(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(transactionSchema, { method: 'POST', url: endpoints.billing.refund(id) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      // Home's payment totals leave the refunded payment out.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onSuccess?.();
    },
  });
}
