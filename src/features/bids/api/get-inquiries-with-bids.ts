import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { inquiryBidsPageSchema, type InquiryBidsQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids/inquiries as an importer: its inquiries with bid counts and best prices. */
const inquiriesWithBids = filteredRead(
  inquiryBidsPageSchema,
  endpoints.bids.inquiries,
  bidKeys.inquiries,
  (query: InquiryBidsQuery) =>
    listParams(query.page, query.size, { search: query.search, withBids: query.withBids }),
);

export const useInquiriesWithBids = (query: InquiryBidsQuery) => useQuery(inquiriesWithBids.options(query));
