import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { transactionPageSchema } from '../schemas';
import { billingKeys } from './query-keys';

const transactions = filteredRead(
  transactionPageSchema,
  endpoints.billing.transactions,
  (params: ListParams) => params,
  billingKeys.transactions,
);

export const getTransactions = transactions.fetch;
export const useTransactions = transactions.use;
