import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryBidsPageSchema, type InquiryBidsQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids/inquiries as an importer: its inquiries with bid counts and best prices. */
export const getInquiriesWithBids = (query: InquiryBidsQuery) =>
  apiRequest(inquiryBidsPageSchema, {
    method: 'GET',
    url: endpoints.bids.inquiries,
    params: {
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
      ...(query.withBids ? { withBids: true } : {}),
    },
  });

export const getInquiriesWithBidsQueryOptions = (query: InquiryBidsQuery) =>
  queryOptions({
    queryKey: bidKeys.inquiries(query),
    queryFn: () => getInquiriesWithBids(query),
    placeholderData: keepPreviousData,
  });

export const useInquiriesWithBids = (query: InquiryBidsQuery) =>
  useQuery(getInquiriesWithBidsQueryOptions(query));
