import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { promoCodesRequest } from '../promo-codes-url-state';
import { promoCodePageSchema } from '../schemas';
import { promoCodeKeys } from './query-keys';

export const { use: usePromoCodes } = filteredRead(
  promoCodePageSchema,
  endpoints.promoCodes.list,
  promoCodesRequest,
  promoCodeKeys.list,
);
