import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { pageSchema, type PageRequest } from '@/lib/page';
import { toInquiryRequestParams, type InquiryListQuery } from '../inquiry-list-url-state';
import { inquirySummarySchema } from '../schemas';
import { inquiryKeys } from './query-keys';

/** GET /api/bids/inquiries (spec §7) as a carrier: the inquiries open to it, filtered as GET /inquiries. */
export const getCarrierInquiries = (query: InquiryListQuery, pageRequest?: PageRequest) =>
  apiRequest(pageSchema(inquirySummarySchema), {
    method: 'GET',
    url: endpoints.bids.inquiries,
    params: { ...toInquiryRequestParams(query), ...pageRequest },
  });

export const getCarrierInquiriesQueryOptions = (query: InquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list('open', query),
    queryFn: () => getCarrierInquiries(query),
    placeholderData: keepPreviousData,
  });
