import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { invoicePageSchema } from '../schemas';
import { billingKeys } from './query-keys';

/** GET /billing/invoices: the carrier's invoices, a page at a time (`page` one-based, zero-based on the wire). */
export const getInvoices = (page: number, size: number) =>
  apiRequest(invoicePageSchema, {
    method: 'GET',
    url: endpoints.billing.invoices,
    params: listParams(page, size),
  });

export const getInvoicesQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: billingKeys.invoices(page, size),
    queryFn: () => getInvoices(page, size),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (page: number, size: number) => useQuery(getInvoicesQueryOptions(page, size));
