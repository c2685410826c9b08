import Papa from 'papaparse';
import { CSV_BOM, csvDelimiter, csvFileName, toCsv, type CsvColumn } from './csv';

// What a list's CSV export writes, as Excel will read it in each of the app's languages.

type Row = { code: string; amount: number | null; note?: string };
const columns: CsvColumn<Row>[] = [
  { header: 'Kod', value: (row) => row.code },
  { header: 'Məbləğ', value: (row) => row.amount },
  { header: 'Qeyd', value: (row) => row.note },
];

/** The file read back as Papa Parse (and Excel) will: the header row and the rows, as text. */
const readBack = (text: string, delimiter: string) =>
  Papa.parse<string[]>(text.slice(CSV_BOM.length), { delimiter, skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('starts with the byte order mark, so Excel reads az and ru letters, and ends each line with CRLF', async () => {
    const text = await toCsv([{ code: 'Şəki', amount: 1, note: 'Доставка' }], columns, 'az');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Kod;Məbləğ;Qeyd\r\nŞəki;1;Доставка\r\n`);
  });

  it.each([
    ['az', ';', '1850,5'],
    ['ru', ';', '1850,5'],
    ['en', ',', '1850.5'],
  ])(
    'writes %s with the %s separator and %s for 1,850.50, ungrouped',
    async (language, delimiter, amount) => {
      expect(csvDelimiter(language)).toBe(delimiter);
      const text = await toCsv([{ code: 'INQ-1', amount: 1850.5 }], columns, language);
      expect(readBack(text, delimiter)).toEqual([
        ['Kod', 'Məbləğ', 'Qeyd'],
        ['INQ-1', amount, ''],
      ]);
    },
  );

  it('quotes a cell holding the separator, a quote or a line break, and reads back the same', async () => {
    const note = 'Bakı; "Xəzər"\nterminal, 2';
    for (const language of ['az', 'en']) {
      const text = await toCsv([{ code: 'A', amount: null, note }], columns, language);
      expect(readBack(text, csvDelimiter(language))[1]).toEqual(['A', '', note]);
    }
  });

  it('defuses a cell that would start a formula, and leaves numbers and a dash of text alone', async () => {
    const rows: Row[] = [
      { code: '=HYPERLINK("http://x")', amount: -250 },
      { code: '+994', amount: 0 },
      { code: '@SUM(A1)', amount: 0.5 },
      { code: '-cmd', amount: 1 },
      { code: '-5', amount: 1 },
      { code: 'A-1', amount: 1 },
    ];
    const read = readBack(await toCsv(rows, columns, 'en'), ',').slice(1);
    expect(read.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+994",
      "'@SUM(A1)",
      "'-cmd",
      '-5',
      'A-1',
    ]);
    // A refund's negative amount stays a number.
    expect(read[0]?.[1]).toBe('-250');
  });

  // Just outside the rule: a minus followed by anything but a whole plain number runs as a formula.
  it.each([
    ["-2+3+cmd|' /C calc'!A0"],
    ['-1+1'],
    ['-'],
    ['- 5'],
    ['-A1'],
    ['-1 850,50 USD'],
    ['-12)'],
    ['-1e5+1'],
    ['-12\n=1+1'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\t1'],
  ])('defuses %j, which a spreadsheet would evaluate', async (cell) => {
    for (const language of ['az', 'en']) {
      const text = await toCsv([{ code: cell, amount: null }], columns, language);
      expect(readBack(text, csvDelimiter(language))[1]?.[0]).toBe(`'${cell}`);
    }
  });

  // Just inside: plain negative numbers, as each language writes them, stay numbers.
  it.each([
    ['-12', 'az'],
    ['-12', 'en'],
    ['-0,5', 'az'],
    ['-1850,5', 'ru'],
    ['-1 850,50', 'az'],
    ['-1 850,50', 'ru'],
    ['-1\u00A0850,50', 'ru'],
    ['-1 234 567', 'az'],
    ['-1,850.50', 'en'],
    ['-1850.5', 'en'],
    ['-1e-7', 'en'],
  ])('leaves the plain number %j in %s as it is', async (cell, language) => {
    const text = await toCsv([{ code: cell, amount: null }], columns, language);
    expect(readBack(text, csvDelimiter(language))[1]?.[0]).toBe(cell);
  });

  it.each([
    [-1850.5, 'az', '-1850,5'],
    [-1850.5, 'en', '-1850.5'],
    [-1e-7, 'en', '-1e-7'],
  ])('writes the negative amount %d in %s as the number %s', async (amount, language, written) => {
    const text = await toCsv([{ code: 'R', amount }], columns, language);
    expect(readBack(text, csvDelimiter(language))[1]?.[1]).toBe(written);
  });

  it('leaves a missing or non-finite value empty, never "null" or "NaN"', async () => {
    const text = await toCsv([{ code: 'A', amount: Number.NaN }], columns, 'en');
    expect(readBack(text, ',')[1]).toEqual(['A', '', '']);
  });

  it('writes the header row alone for an empty list', async () => {
    expect(await toCsv([], columns, 'ru')).toBe(`${CSV_BOM}Kod;Məbləğ;Qeyd\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file with the list and the day in Baku, also just after midnight there', () => {
    expect(csvFileName('inquiries', new Date('2026-11-26T10:00:00+04:00'))).toBe('inquiries-2026-11-26.csv');
    // 00:30 on the 27th in Baku is still the 26th in UTC.
    expect(csvFileName('bids', new Date('2026-11-26T20:30:00Z'))).toBe('bids-2026-11-27.csv');
  });
});
