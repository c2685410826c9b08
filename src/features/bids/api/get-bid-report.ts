import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { bidReportSchema, type BidReportQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids/report: bids received, accepted, average and best price per inquiry and per period. */
const bidReport = filteredRead(
  bidReportSchema,
  endpoints.bids.report,
  bidKeys.report,
  (query: BidReportQuery) => ({
    period: query.period,
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: query.endDate } : {}),
  }),
);

export const useBidReport = (query: BidReportQuery) => useQuery(bidReport.options(query));
