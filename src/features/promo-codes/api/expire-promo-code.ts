import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { promoCodeSchema, type PromoCode } from '../schemas';
import { promoCodeKeys } from './query-keys';

export const expirePromoCode = (id: number) =>
  apiRequest(promoCodeSchema, { method: 'POST', url: endpoints.promoCodes.expire(id) });

export const useExpirePromoCode = (options: MutationCallerOptions<PromoCode, number> = {}) =>
  useAppMutation({ ...options, mutationFn: expirePromoCode, invalidates: [promoCodeKeys.all] });
