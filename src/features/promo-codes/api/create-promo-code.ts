import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { promoCodeSchema, type PromoCodeInput } from '../schemas';
import { promoCodeKeys } from './query-keys';

export const createPromoCode = (input: PromoCodeInput) =>
  apiRequest(promoCodeSchema, { method: 'POST', url: endpoints.promoCodes.list, data: input });

export const useCreatePromoCode = mutationHook(createPromoCode, [promoCodeKeys.all]);
