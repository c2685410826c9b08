import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import type { BidReportQuery } from '../../schemas';

// /bids-summary keeps its filters in the URL: ?range=thisMonth&period=week. Defaults (every day,
// by month) are not written; anything unreadable falls back to them.

export const REPORT_PERIODS = ['month', 'week'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const urlSchema = z.object({
  range: z.catch(z.enum(DATE_RANGES), 'allDays'),
  period: z.catch(z.enum(REPORT_PERIODS), 'month'),
});
export type BidsSummaryUrlState = z.infer<typeof urlSchema>;

export const parseBidsSummaryUrl = (params: URLSearchParams): BidsSummaryUrlState =>
  urlSchema.parse(Object.fromEntries(params));

export function toBidsSummarySearchParams(state: BidsSummaryUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range !== 'allDays') params.set('range', state.range);
  if (state.period !== 'month') params.set('period', state.period);
  return params;
}

/** What the server is asked: the named range resolved to days (none for 'all days'). */
export function toBidReportQuery(
  range: DateRangeKey,
  period: ReportPeriod,
  now = new Date(),
): BidReportQuery {
  const days = resolveDateRange(range, now);
  return { startDate: days?.startDate ?? null, endDate: days?.endDate ?? null, period };
}
