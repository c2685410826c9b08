import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { promoCodeSchema, type PromoCode, type PromoCodeInput } from '../schemas';
import { promoCodeKeys } from './query-keys';

export const createPromoCode = (input: PromoCodeInput) =>
  apiRequest(promoCodeSchema, { method: 'POST', url: endpoints.promoCodes.list, data: input });

export const useCreatePromoCode = (options: MutationCallerOptions<PromoCode, PromoCodeInput> = {}) =>
  useAppMutation({ ...options, mutationFn: createPromoCode, invalidates: [promoCodeKeys.all] });
