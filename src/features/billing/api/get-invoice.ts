import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { invoiceSchema } from '../schemas';
import { billingKeys } from './query-keys';

export const getInvoice = (id: number) =>
  apiRequest(invoiceSchema, { method: 'GET', url: endpoints.billing.invoice(id) });

export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => getInvoice(id) });

export const useInvoice = (id: number) => useQuery(getInvoiceQueryOptions(id));
