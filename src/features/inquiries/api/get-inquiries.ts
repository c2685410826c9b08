import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { pageSchema } from '@/lib/page';
import { toInquiryRequestParams, type InquiryListQuery } from '../list-query';
import { inquirySummarySchema } from '../schemas';

/**
 * Whose list: 'own' (an importer's, GET /inquiries), 'all' (the admin's, same call, every
 * organisation) or 'open' (a carrier's, GET /api/bids/inquiries).
 */
export type InquiryListScope = 'own' | 'all' | 'open';

export const getInquiries = (scope: InquiryListScope, query: InquiryListQuery) =>
  apiRequest(pageSchema(inquirySummarySchema), {
    method: 'GET',
    url: scope === 'open' ? endpoints.bids.inquiries : endpoints.inquiries.list,
    params: toInquiryRequestParams(query),
  });

export const getInquiriesQueryOptions = (scope: InquiryListScope, query: InquiryListQuery) =>
  queryOptions({
    queryKey: ['inquiries', 'list', scope, query],
    queryFn: () => getInquiries(scope, query),
    placeholderData: keepPreviousData,
  });

export const useInquiries = (scope: InquiryListScope, query: InquiryListQuery) =>
  useQuery(getInquiriesQueryOptions(scope, query));
