import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { invoiceSchema } from '../schemas';
import { billingKeys } from './query-keys';

const invoice = endpointRead(invoiceSchema, endpoints.billing.invoice, billingKeys.invoice);
export const getInvoice = invoice.fetch;
export const useInvoice = invoice.use;
