import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import {
  ALL_BIDS_SORT_PARAM,
  DEFAULT_ALL_BIDS_SORT,
  bidPageSchema,
  sortsByPrice,
  type AllBidsQuery,
} from '../schemas';
import { bidKeys } from './query-keys';

/** The currency prices are ranked in, sent only when the order is by price (it changes nothing else). */
export const comparedIn = (query: AllBidsQuery) => (sortsByPrice(query.sort) && query.currency) || undefined;

/**
 * GET /api/bids/bids/{id}?status=&size=&page=&sort=&currency= — status uppercased, page zero-based on
 * the wire; sort only when it is not the server's default (newest first); currency (ours) only when
 * prices are ranked in one. Not listParams: the spec sends `status` even when empty (all bids).
 */
export async function getInquiryBids(id: string | number | undefined | null, query: AllBidsQuery) {
  if (id === undefined || id === null || String(id).trim() === '') throw new Error('ID is required');
  const sort = query.sort ?? DEFAULT_ALL_BIDS_SORT;
  const compareIn = comparedIn(query);
  return apiRequest(bidPageSchema, {
    method: 'GET',
    url: endpoints.bids.ofInquiry(id),
    params: {
      status: query.status.toUpperCase(),
      size: query.size,
      page: Math.max(0, query.page - 1),
      ...(sort === DEFAULT_ALL_BIDS_SORT ? {} : { sort: ALL_BIDS_SORT_PARAM[sort] }),
      ...(compareIn ? { currency: compareIn } : {}),
    },
  });
}

export const getInquiryBidsQueryOptions = (id: string | undefined, query: AllBidsQuery) =>
  queryOptions({
    queryKey: bidKeys.ofInquiry(id, query),
    queryFn: () => getInquiryBids(id, query),
    placeholderData: keepPreviousData,
  });

export const useInquiryBids = (id: string | undefined, query: AllBidsQuery) =>
  useQuery(getInquiryBidsQueryOptions(id, query));
