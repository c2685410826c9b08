import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import { choiceParam } from '@/lib/use-url-state';
import type { BidReportQuery } from './schemas';

// /bids-summary keeps its filters in the URL: ?range=thisMonth&period=week. Defaults (every day,
// by month) are not written; anything unreadable falls back to them.

export const REPORT_PERIODS = ['month', 'week'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** /bids-summary?range=&period= */
export const bidsSummaryUrlStateSchema = z.object({
  range: choiceParam(DATE_RANGES, 'allDays'),
  period: choiceParam(REPORT_PERIODS, 'month'),
});

/** What the server is asked: the named range resolved to days (none for 'all days'). */
export function toBidReportQuery(
  range: DateRangeKey,
  period: ReportPeriod,
  now = new Date(),
): BidReportQuery {
  const days = resolveDateRange(range, now);
  return { startDate: days?.startDate ?? null, endDate: days?.endDate ?? null, period };
}
