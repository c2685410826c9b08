import { format, isValid, parseISO, type Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/dates';
import type { ReportPeriod } from '../../bids-summary-url-state';

/** A period's first day (yyyy-MM-dd) as a reader names it: 'Noy 2026', or 'Week of 16-11-2026'. */
export function formatPeriodLabel(key: string, period: ReportPeriod, locale: Locale, t: TFunction) {
  const day = parseISO(key);
  if (!isValid(day)) return key;
  if (period === 'week') return t('bids-summary:weekOf', { date: formatDate(day) });
  return format(day, 'LLL yyyy', { locale });
}
