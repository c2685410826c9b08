import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { invoiceSchema } from '../schemas';
import { billingKeys } from './query-keys';

const invoice = endpointRead(invoiceSchema, endpoints.billing.invoice, billingKeys.invoice);
export const getInvoice = invoice.fetch;
export const getInvoiceQueryOptions = invoice.options;

export const useInvoice = (id: number) => useQuery(getInvoiceQueryOptions(id));
