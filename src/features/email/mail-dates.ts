import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { formatDate } from '@/lib/dates';

/** As mail clients list it: today's mail by its time, older mail by its day (dd-MM-yyyy). */
export function formatMailDate(value: string, now: Date = new Date()): string {
  const date = parseISO(value);
  if (!isValid(date)) return '';
  return isSameDay(date, now) ? format(date, 'HH:mm') : formatDate(date);
}
