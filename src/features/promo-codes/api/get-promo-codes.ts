import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { promoCodesRequest, type PromoCodesState } from '../promo-codes-url-state';
import { promoCodePageSchema } from '../schemas';
import { promoCodeKeys } from './query-keys';

/** GET /promo-codes (admin): a page of codes, found by code and state. */
const promoCodes = filteredRead(
  promoCodePageSchema,
  endpoints.promoCodes.list,
  promoCodesRequest,
  promoCodeKeys.list,
);

export const usePromoCodes = (query: PromoCodesState) => useQuery(promoCodes.options(query));
