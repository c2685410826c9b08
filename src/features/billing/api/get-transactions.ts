import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { transactionPageSchema } from '../schemas';
import { billingKeys } from './query-keys';

const transactions = sentRead(
  transactionPageSchema,
  endpoints.billing.transactions,
  billingKeys.transactions,
);

export const getTransactions = transactions.fetch;
export const useTransactions = transactions.use;
