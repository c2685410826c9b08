import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { bidReportSchema, type BidReportQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids/report: bids received, accepted, average and best price per inquiry and per period. */
export const getBidReport = (query: BidReportQuery) =>
  apiRequest(bidReportSchema, {
    method: 'GET',
    url: endpoints.bids.report,
    params: {
      period: query.period,
      ...(query.startDate ? { startDate: query.startDate } : {}),
      ...(query.endDate ? { endDate: query.endDate } : {}),
    },
  });

export const getBidReportQueryOptions = (query: BidReportQuery) =>
  queryOptions({
    queryKey: bidKeys.report(query),
    queryFn: () => getBidReport(query),
    placeholderData: keepPreviousData,
  });

export const useBidReport = (query: BidReportQuery) => useQuery(getBidReportQueryOptions(query));
