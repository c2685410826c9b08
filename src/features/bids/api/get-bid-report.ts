import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { BidReportRequest } from '../bids-summary-url-state';
import { bidReportSchema } from '../schemas';
import { bidKeys } from './query-keys';

const bidReport = filteredRead(
  bidReportSchema,
  endpoints.bids.report,
  (params: BidReportRequest) => params,
  bidKeys.report,
);

export const useBidReport = bidReport.use;
