// A time of day as the reader's language writes it, always on the 24-hour clock (14:02), in the
// browser's own time zone: "shown as of 14:02" must match the clock on the user's wall.

const LOCALES: Record<string, string> = { az: 'az-Latn-AZ', en: 'en-GB', ru: 'ru-RU' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string) {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language] ?? 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** HH:mm in the reader's language, or an empty string for a missing or unreadable time. */
export function formatClockTime(value: number | Date, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(language).format(date);
}
