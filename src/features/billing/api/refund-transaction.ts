import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { transactionSchema } from '../schemas';
import { paymentWriteKeys } from './query-keys';

export const refundTransaction = (id: number) =>
  apiRequest(transactionSchema, { method: 'POST', url: endpoints.billing.refund(id) });

/** Home's payment totals leave the refunded payment out too. */
export const useRefundTransaction = mutationHook(refundTransaction, paymentWriteKeys);
