import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { invoicesRequest } from '../billing-url-state';
import { invoicePageSchema } from '../schemas';
import { billingKeys } from './query-keys';

export const { use: useInvoices } = filteredRead(
  invoicePageSchema,
  endpoints.billing.invoices,
  invoicesRequest,
  billingKeys.invoices,
);
