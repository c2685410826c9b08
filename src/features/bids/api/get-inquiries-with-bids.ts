import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { inquiriesBidsRequest } from '../inquiries-bids-url-state';
import { inquiryBidsPageSchema } from '../schemas';
import { bidKeys } from './query-keys';

export const { use: useInquiriesWithBids } = filteredRead(
  inquiryBidsPageSchema,
  endpoints.bids.inquiries,
  inquiriesBidsRequest,
  bidKeys.inquiries,
);
