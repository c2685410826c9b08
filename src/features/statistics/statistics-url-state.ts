import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import { choiceParam } from '@/lib/use-url-state';
import type { StatisticsQuery } from './schemas';

/** /statistics?range= — 'all days' is the default and is not written. */
export const statisticsUrlStateSchema = z.object({ range: choiceParam(DATE_RANGES, 'allDays') });

/** What the server is asked: the named range resolved to days (none for 'all days'). */
export function toStatisticsQuery(range: DateRangeKey, now = new Date()): StatisticsQuery {
  const days = resolveDateRange(range, now);
  return { startDate: days?.startDate ?? null, endDate: days?.endDate ?? null };
}
