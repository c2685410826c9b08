import {
  endOfDay,
  endOfMonth,
  endOfWeek,
  endOfYear,
  format,
  isValid,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subWeeks,
} from 'date-fns';

export const DATE_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'allDays',
] as const;
export type DateRangeKey = (typeof DATE_RANGES)[number];

export type DateRange = { startDate: string; endDate: string } | null;

const pad2 = (n: number) => String(n).padStart(2, '0');

export function toApiDate(date: Date | number): string {
  const day = new Date(date);
  return `${String(day.getFullYear()).padStart(4, '0')}-${pad2(day.getMonth() + 1)}-${pad2(day.getDate())}`;
}

/** Today's day in the local calendar, as the server takes it. */
export const todayApiDate = () => toApiDate(new Date());

export function calendarDayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : toApiDate(new Date(value));
}
const weekOptions = { weekStartsOn: 1 } as const;

export function resolveDateRange(key: DateRangeKey, now: Date = new Date()): DateRange {
  const span = (start: Date, end: Date) => ({
    startDate: toApiDate(startOfDay(start)),
    endDate: toApiDate(endOfDay(end)),
  });
  switch (key) {
    case 'today':
      return span(now, now);
    case 'yesterday': {
      const day = subDays(now, 1);
      return span(day, day);
    }
    case 'thisWeek':
      return span(startOfWeek(now, weekOptions), endOfWeek(now, weekOptions));
    case 'lastWeek': {
      const last = subWeeks(now, 1);
      return span(startOfWeek(last, weekOptions), endOfWeek(last, weekOptions));
    }
    case 'thisMonth':
      return span(startOfMonth(now), endOfMonth(now));
    case 'lastMonth': {
      const last = subMonths(now, 1);
      return span(startOfMonth(last), endOfMonth(last));
    }
    case 'thisYear':
      return span(startOfYear(now), endOfYear(now));
    case 'allDays':
      return null;
  }
}

export const currentWeek = (now: Date = new Date()) =>
  resolveDateRange('thisWeek', now) as NonNullable<DateRange>;

type DateValue = string | number | Date | null | undefined;

function readDate(value: DateValue): Date | null {
  if (value == null) return null; // null and undefined alike
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

const formatAs = (pattern: string) => (value: DateValue) => {
  const date = readDate(value);
  return date ? format(date, pattern) : '';
};

export const formatDate = formatAs('dd-MM-yyyy');

export const formatDateTime = formatAs('dd-MM-yyyy HH:mm');

export const formatTime = formatAs('HH:mm');
