import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { transactionSchema, type Transaction } from '../schemas';
import { paymentWriteKeys } from './query-keys';

export const refundTransaction = (id: number) =>
  apiRequest(transactionSchema, { method: 'POST', url: endpoints.billing.refund(id) });

/** Home's payment totals leave the refunded payment out too. */
export const useRefundTransaction = (options: MutationCallerOptions<Transaction, number> = {}) =>
  useAppMutation({ ...options, mutationFn: refundTransaction, invalidates: paymentWriteKeys });
