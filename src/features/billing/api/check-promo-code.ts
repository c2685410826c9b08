import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { promoCheckSchema } from '../schemas';

export const checkPromoCode = (input: { code: string; currency: string }) =>
  apiRequest(promoCheckSchema, { method: 'POST', url: endpoints.billing.checkPromo, data: input });

/** A question, not a change: nothing to invalidate; the field shows the answer or the refusal. */
export const useCheckPromoCode = mutationHook(checkPromoCode);
