import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { promoCodePageSchema, type PromoCodeQuery } from '../schemas';
import { promoCodeKeys } from './query-keys';

/** GET /promo-codes (admin): a page of codes, found by code and state. */
const promoCodes = filteredRead(
  promoCodePageSchema,
  endpoints.promoCodes.list,
  promoCodeKeys.list,
  (query: PromoCodeQuery) => listParams(query.page, query.size, { search: query.search, state: query.state }),
);

export const usePromoCodes = (query: PromoCodeQuery) => useQuery(promoCodes.options(query));
