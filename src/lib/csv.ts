import { toApiDate } from './dates';

export type CsvCell = string | number | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

export const CSV_BOM = '\uFEFF';

export const csvDelimiter = (language: string) => (language.startsWith('en') ? ',' : ';');

const PLAIN_NUMBER_AFTER_MINUS = String.raw`(?:\d+|\d{1,3}(?:[ \u00A0\u202F,.]\d{3})+)(?:[.,]\d+)?(?:[eE][+-]?\d+)?$`;
const FORMULA_START = new RegExp(String.raw`^(?:[=+@\t\r]|-(?!${PLAIN_NUMBER_AFTER_MINUS}))`);

function cellText(value: CsvCell, language: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = String(value);
    return language.startsWith('en') ? text : text.replace('.', ',');
  }
  return value;
}

export async function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  language: string,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const body = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => cellText(column.value(row), language))),
    },
    { delimiter: csvDelimiter(language), newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `${CSV_BOM}${body.endsWith('\r\n') ? body : `${body}\r\n`}`;
}

/** `inquiries-2026-11-26.csv`: the list's name and the day it was taken, in the local calendar. */
export const csvFileName = (list: string, now: Date = new Date()) => `${list}-${toApiDate(now)}.csv`;

export function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
