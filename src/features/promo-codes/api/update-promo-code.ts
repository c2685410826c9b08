import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { promoCodeSchema, type PromoCodeInput } from '../schemas';
import { promoCodeKeys } from './query-keys';

type PromoCodeUpdate = { id: number; input: PromoCodeInput };

export const updatePromoCode = ({ id, input }: PromoCodeUpdate) =>
  apiRequest(promoCodeSchema, { method: 'PUT', url: endpoints.promoCodes.one(id), data: input });

export const useUpdatePromoCode = mutationHook(updatePromoCode, [promoCodeKeys.all]);
