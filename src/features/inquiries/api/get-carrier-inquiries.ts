import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { pageSchema } from '@/lib/page';
import { inquiryListOrder, toCarrierInquiryParams, type InquiryListQuery } from '../inquiry-list-url-state';
import { inquirySummarySchema } from '../schemas';
import { inquiryKeys } from './query-keys';

/** GET /api/bids/inquiries (spec) as a carrier: the inquiries open to it, filtered as GET /inquiries. */
const carrierInquiries = filteredRead(
  pageSchema(inquirySummarySchema),
  endpoints.bids.inquiries,
  (query: InquiryListQuery) => toCarrierInquiryParams(query),
  (params) => inquiryKeys.list('open', params),
  inquiryListOrder,
);

export const getCarrierInquiries = carrierInquiries.fetch;
export const getCarrierInquiriesQueryOptions = carrierInquiries.options;
