import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { promoCodeSchema } from '../schemas';
import { promoCodeKeys } from './query-keys';

export const expirePromoCode = (id: number) =>
  apiRequest(promoCodeSchema, { method: 'POST', url: endpoints.promoCodes.expire(id) });

export const useExpirePromoCode = mutationHook(expirePromoCode, [promoCodeKeys.all]);
