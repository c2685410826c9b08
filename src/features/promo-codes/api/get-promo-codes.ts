import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { promoCodePageSchema, type PromoCodeQuery } from '../schemas';
import { promoCodeKeys } from './query-keys';

/** GET /promo-codes (admin): a page of codes, found by code and state. */
export const getPromoCodes = (query: PromoCodeQuery) =>
  apiRequest(promoCodePageSchema, {
    method: 'GET',
    url: endpoints.promoCodes.list,
    params: listParams(query.page, query.size, { search: query.search, state: query.state }),
  });

export const getPromoCodesQueryOptions = (query: PromoCodeQuery) =>
  queryOptions({
    queryKey: promoCodeKeys.list(query),
    queryFn: () => getPromoCodes(query),
    placeholderData: keepPreviousData,
  });

export const usePromoCodes = (query: PromoCodeQuery) => useQuery(getPromoCodesQueryOptions(query));
