import { calendarDayOf } from './dates';

/** The local day of a timestamp or day, as yyyy-mm-dd; text that is not a date as it came; nothing as nothing. */
export function csvDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (Number.isNaN(Date.parse(value))) return value;
  return calendarDayOf(value);
}
