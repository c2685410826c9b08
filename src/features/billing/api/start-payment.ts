import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { transactionSchema, type PaymentStart } from '../schemas';

export const startPayment = (input: PaymentStart) =>
  apiRequest(transactionSchema, { method: 'POST', url: endpoints.billing.payments, data: input });

/** Billing is refreshed once the card is answered (use-card-payment.ts), not halfway. */
export const useStartPayment = mutationHook(startPayment);
