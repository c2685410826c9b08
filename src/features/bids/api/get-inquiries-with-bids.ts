import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { inquiryBidsPageSchema, type InquiryBidsQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids/inquiries as an importer: its inquiries with bid counts and best prices. */
export const getInquiriesWithBids = (query: InquiryBidsQuery) =>
  apiRequest(inquiryBidsPageSchema, {
    method: 'GET',
    url: endpoints.bids.inquiries,
    params: listParams(query.page, query.size, { search: query.search, withBids: query.withBids }),
  });

export const getInquiriesWithBidsQueryOptions = (query: InquiryBidsQuery) =>
  queryOptions({
    queryKey: bidKeys.inquiries(query),
    queryFn: () => getInquiriesWithBids(query),
    placeholderData: keepPreviousData,
  });

export const useInquiriesWithBids = (query: InquiryBidsQuery) =>
  useQuery(getInquiriesWithBidsQueryOptions(query));
