import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams, type PageRequest } from '@/lib/page';
import { bidListPageSchema, type BidListQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** The query as sent: empty filters left out, page zero-based. */
export const toBidListParams = (query: BidListQuery) =>
  listParams(query.page, query.size, {
    tab: query.tab,
    status: query.status,
    organizationId: query.organizationId,
    inquiryId: query.inquiryId,
    search: query.search,
    startDate: query.startDate,
    endDate: query.endDate,
    sort: query.sort,
  });

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
