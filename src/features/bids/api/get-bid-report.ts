import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { BidReportRequest } from '../bids-summary-url-state';
import { bidReportSchema } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids/report: bids received, accepted, average and best price per inquiry and per period. */
const bidReport = filteredRead(
  bidReportSchema,
  endpoints.bids.report,
  (params: BidReportRequest) => params,
  bidKeys.report,
);

export const useBidReport = bidReport.use;
