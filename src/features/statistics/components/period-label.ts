import { format, isValid, parseISO, type Locale } from 'date-fns';

export type Granularity = 'day' | 'month';

// Months use the stand-alone form (LLL): 'MMM yyyy' would write the genitive in Russian ('мая 2026').
const AXIS_FORMATS: Record<Granularity, string> = { day: 'dd MMM', month: 'LLL yyyy' };
const FULL_FORMATS: Record<Granularity, string> = { day: 'd MMMM yyyy', month: 'LLLL yyyy' };

function formatPeriod(period: string, pattern: string, locale: Locale) {
  const day = parseISO(period);
  return isValid(day) ? format(day, pattern, { locale }) : period;
}

/** A period's first day (yyyy-MM-dd) as an axis names it: '05 Noy' or 'Noy 2026'. */
export const axisPeriodLabel = (period: string, granularity: Granularity, locale: Locale) =>
  formatPeriod(period, AXIS_FORMATS[granularity], locale);

/** The same period written out for tables and summaries: '5 Noyabr 2026' or 'Noyabr 2026'. */
export const fullPeriodLabel = (period: string, granularity: Granularity, locale: Locale) =>
  formatPeriod(period, FULL_FORMATS[granularity], locale);
