import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { transactionPageSchema } from '../schemas';
import { billingKeys } from './query-keys';

export const { fetch: getTransactions, use: useTransactions } = sentRead(
  transactionPageSchema,
  endpoints.billing.transactions,
  billingKeys.transactions,
);
