import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import { urlRequest } from '@/lib/url-request';
import { choiceParam } from '@/lib/use-url-state';

export const REPORT_PERIODS = ['month', 'week'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const bidsSummaryUrlStateSchema = z.object({
  range: choiceParam(DATE_RANGES, 'allDays'),
  period: choiceParam(REPORT_PERIODS, 'month'),
});

const bidReportRequest = urlRequest(bidsSummaryUrlStateSchema, (state, now: Date = new Date()) => ({
  period: state.period,
  ...resolveDateRange(state.range, now),
}));
export type BidReportRequest = ReturnType<typeof bidReportRequest>;

/** What the server is asked: the named range resolved to days (none for 'all days'). */
export const toBidReportQuery = (range: DateRangeKey, period: ReportPeriod, now = new Date()) =>
  bidReportRequest({ range, period }, now);
