import { z } from 'zod/mini';
import { DATE_RANGES, resolveDateRange, type DateRangeKey } from '@/lib/dates';
import { urlRequest } from '@/lib/url-request';
import { choiceParam } from '@/lib/use-url-state';

/** /statistics?range= — 'all days' is the default and is not written. */
export const statisticsUrlStateSchema = z.object({ range: choiceParam(DATE_RANGES, 'allDays') });

const statisticsRequest = urlRequest(statisticsUrlStateSchema, (state, now: Date = new Date()) => ({
  ...resolveDateRange(state.range, now),
}));
export type StatisticsRequest = ReturnType<typeof statisticsRequest>;

/** What the server is asked: the named range resolved to days (none for 'all days'). */
export const toStatisticsQuery = (range: DateRangeKey, now = new Date()) => statisticsRequest({ range }, now);
