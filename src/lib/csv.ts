import { toApiDate } from './dates';

// The one way a list leaves the app as a file (issue 18, exports). Excel is who reads it:
//   - a byte order mark first, or Excel reads UTF-8 as the local code page and az and ru letters break;
//   - the list separator Excel expects in the user's language: ';' where the decimal mark is a comma
//     (az, ru), ',' in English; and numbers with that decimal mark and no grouping, so they stay numbers;
//   - a cell that starts like a formula (=, +, @, tab, carriage return, a minus) is defused with a
//     leading apostrophe: a customer's text must never run in a colleague's spreadsheet. A minus is
//     left alone only when the whole cell is a plain negative number, as a refund's amount is: '-12',
//     '-1850,5', '-1 850,50' (az, ru), '-1,850.50' (en); '-2+3+cmd|...' starts with digits too.

export type CsvCell = string | number | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

export const CSV_BOM = '\uFEFF';

/** ',' in English, ';' in languages whose decimal mark is a comma. */
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

/**
 * The rows as a CSV text for Excel in the user's language: the byte order mark, a header row, CRLF
 * lines. Papa Parse is loaded here, at the first export, not with the lists that offer one.
 */
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
  // Papa Parse ends a file of headers alone with a line break of its own; every file ends with one.
  return `${CSV_BOM}${body.endsWith('\r\n') ? body : `${body}\r\n`}`;
}

/** `inquiries-2026-11-26.csv`: the list's name and the day it was taken, in the local calendar. */
export const csvFileName = (list: string, now: Date = new Date()) => `${list}-${toApiDate(now)}.csv`;

/** Hands the text to the browser as a download under the given name. */
export function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; the URL can go at the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
