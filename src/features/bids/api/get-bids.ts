import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import type { PageRequest } from '@/lib/page';
import { bidListPageSchema, type BidListQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** The query as sent: empty filters left out, page zero-based. */
export function toBidListParams(query: BidListQuery) {
  const params: Record<string, string | number> = { page: Math.max(0, query.page - 1), size: query.size };
  if (query.tab) params.tab = query.tab;
  if (query.status) params.status = query.status;
  if (query.organizationId) params.organizationId = query.organizationId;
  if (query.inquiryId) params.inquiryId = query.inquiryId;
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.startDate) params.startDate = query.startDate;
  if (query.endDate) params.endDate = query.endDate;
  if (query.sort) params.sort = query.sort;
  return params;
}

/** GET /api/bids: a carrier's own bids by tab, or every bid for an admin. */
export const getBids = (query: BidListQuery, pageRequest?: PageRequest) =>
  apiRequest(bidListPageSchema, {
    method: 'GET',
    url: endpoints.bids.list,
    params: { ...toBidListParams(query), ...pageRequest },
  });

export const getBidsQueryOptions = (query: BidListQuery) =>
  queryOptions({
    queryKey: bidKeys.list(query),
    queryFn: () => getBids(query),
    placeholderData: keepPreviousData,
  });

export const useBids = (query: BidListQuery) => useQuery(getBidsQueryOptions(query));
