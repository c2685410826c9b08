import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { pageSchema, type PageRequest } from '@/lib/page';
import { inquiryListOrder, toInquiryFilterParams, type InquiryListQuery } from '../inquiry-list-url-state';
import { inquirySummarySchema } from '../schemas';
import { inquiryKeys } from './query-keys';

/**
 * GET /api/bids/inquiries (spec) as a carrier: the inquiries open to it, filtered as GET /inquiries,
 * ordered the Spring way (`sort=createdAt,desc`); a server that refuses the order is asked again
 * without it and the page is sorted here.
 */
const carrierInquiries = filteredRead(
  pageSchema(inquirySummarySchema),
  endpoints.bids.inquiries,
  (query: InquiryListQuery) => inquiryKeys.list('open', query),
  (query: InquiryListQuery) => toInquiryFilterParams(query),
  inquiryListOrder,
);

export const getCarrierInquiries = (query: InquiryListQuery, pageRequest?: PageRequest) =>
  carrierInquiries.fetch(query, pageRequest);

export const getCarrierInquiriesQueryOptions = carrierInquiries.options;
