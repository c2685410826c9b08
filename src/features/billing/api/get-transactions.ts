import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { transactionPageSchema } from '../schemas';
import { billingKeys } from './query-keys';

/** GET /billing/transactions: a carrier's own payments, or every carrier's for an admin. */
const transactions = filteredRead(
  transactionPageSchema,
  endpoints.billing.transactions,
  (params: ListParams) => params,
  billingKeys.transactions,
);

/** One page of the list as the screen filters it, at any page and size (the CSV export's). */
export const getTransactions = transactions.fetch;
export const useTransactions = transactions.use;
