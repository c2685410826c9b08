import fc from 'fast-check';
import {
  formatCompact,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatterCount,
  parseAmount,
  parseDecimal,
  toInputText,
  type AmountReading,
} from './numbers';

// The one number module: display in the language's separators, and reading typed amounts so that
// nothing accepted is ever 1,000 times off what the person meant.

/** Property runs, set explicitly so the closing note can cite them. */
const NUM_RUNS = 2000;

const LANGUAGES = ['az', 'en', 'ru'] as const;

const accepted = (value: number): AmountReading => ({ ok: true, value });
const refused = (reason: string): unknown => expect.objectContaining({ ok: false, reason });

describe('display', () => {
  it('writes az and ru with a space between thousands and a decimal comma, en the English way', () => {
    expect(formatMoney(1850.5, 'USD', 'az')).toBe('1 850,50 USD');
    expect(formatMoney(1850.5, 'USD', 'ru')).toBe('1 850,50 USD'); // not Intl's no-break space
    expect(formatMoney(1850.5, 'USD', 'en')).toBe('1,850.50 USD');
    expect(formatDecimal(1234567.891, 'az', 2)).toBe('1 234 567,89');
    expect(formatNumber(18000, 'az')).toBe('18 000');
    expect(formatNumber(12.5, 'ru')).toBe('12,5');
    expect(formatNumber(999, 'az')).toBe('999');
  });

  it('never uses the point as a group mark in Azerbaijani (Intl does; a reader would see 1.85)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10 ** 12 }), (n) => !formatNumber(n, 'az').includes('.')),
      { numRuns: NUM_RUNS },
    );
  });

  it('falls back to English for a language it does not know', () => {
    expect(formatMoney(1250, 'AZN', 'xx')).toBe('1,250.00 AZN');
  });

  it('shortens chart axis figures in the language', () => {
    expect(formatCompact(1_234_567, 'az').replace(/\s/g, ' ')).toBe('1,2 mln'); // Intl's space here is a no-break one
    expect(formatCompact(1_234_567, 'en')).toBe('1.2m'); // en-GB's own abbreviation
  });

  it('builds one Intl formatter per language and options, then reuses it', () => {
    for (const language of LANGUAGES) formatMoney(1, 'USD', language);
    const built = formatterCount();
    for (let i = 0; i < 500; i += 1)
      for (const language of LANGUAGES) {
        formatMoney(i * 3.5, 'USD', language);
        formatNumber(i, language);
      }
    // formatNumber's options were new for at most the three languages; money's already existed.
    expect(formatterCount()).toBeLessThanOrEqual(built + LANGUAGES.length);
    const settled = formatterCount();
    for (const language of LANGUAGES) formatNumber(42, language);
    expect(formatterCount()).toBe(settled);
  });
});

describe('parseAmount in Azerbaijani and Russian (decimal comma)', () => {
  it.each(['az', 'ru'])('%s: reads the ways people write 1850 and 1850,5', (language) => {
    expect(parseAmount('1850', language)).toEqual(accepted(1850));
    expect(parseAmount('1 850', language)).toEqual(accepted(1850));
    expect(parseAmount('1\u00a0850', language)).toEqual(accepted(1850)); // pasted with a no-break space
    expect(parseAmount('1\u202f850', language)).toEqual(accepted(1850));
    expect(parseAmount('  1 850 \t', language)).toEqual(accepted(1850));
    expect(parseAmount('1.850', language)).toEqual(accepted(1850));
    expect(parseAmount('1850,5', language)).toEqual(accepted(1850.5));
    expect(parseAmount('1.850,50', language)).toEqual(accepted(1850.5));
    expect(parseAmount('1.850,5', language)).toEqual(accepted(1850.5));
    expect(parseAmount('1 850,50', language)).toEqual(accepted(1850.5));
    expect(parseAmount('1.234.567,89', language)).toEqual(accepted(1234567.89));
    expect(parseAmount('1,85', language)).toEqual(accepted(1.85));
    expect(parseAmount('0,5', language)).toEqual(accepted(0.5));
    expect(parseAmount('0', language)).toEqual(accepted(0));
  });

  it.each(['az', 'ru'])(
    '%s: refuses a comma before three digits as ambiguous (1,85 or 1850?)',
    (language) => {
      expect(parseAmount('1,850', language)).toEqual({
        ok: false,
        reason: 'ambiguous',
        readings: [1.85, 1850],
      });
      expect(parseAmount('12,500', language)).toEqual({
        ok: false,
        reason: 'ambiguous',
        readings: [12.5, 12500],
      });
      expect(parseAmount('999,999', language)).toEqual(refused('ambiguous'));
      // Just outside the rule: two digits after the comma, or a first part no English grouping has.
      expect(parseAmount('1,85', language)).toEqual(accepted(1.85));
      expect(parseAmount('1850,500', language)).toEqual(refused('tooManyDecimals'));
      expect(parseAmount('0,850', language)).toEqual(refused('tooManyDecimals'));
    },
  );

  it.each(['az', 'ru'])('%s: refuses English-only writing and names what it would mean', (language) => {
    expect(parseAmount('1.85', language)).toEqual({ ok: false, reason: 'otherConvention', readings: [1.85] });
    expect(parseAmount('1,850.50', language)).toEqual({
      ok: false,
      reason: 'otherConvention',
      readings: [1850.5],
    });
    expect(parseAmount('1850.5', language)).toEqual(refused('otherConvention'));
    expect(parseAmount('0.5', language)).toEqual(refused('otherConvention'));
  });

  it.each(['az', 'ru'])('%s: refuses malformed text', (language) => {
    for (const text of [
      '18.50.0',
      '1.85.0',
      '1,5,0',
      '1.850,50,1',
      '12a',
      'abc',
      '1 85',
      '1.8505',
      ',5',
      '1850,',
    ])
      expect(parseAmount(text, language), text).toEqual(refused('malformed'));
    expect(parseAmount('1.850 000', language)).toEqual(refused('malformed')); // two kinds of group mark
    expect(parseAmount('01.850', language)).toEqual(refused('malformed'));
    expect(parseAmount('1e5', language)).toEqual(refused('malformed'));
  });
});

describe('parseAmount in English (decimal point)', () => {
  it('reads the ways people write 1850 and 1850.5', () => {
    expect(parseAmount('1850', 'en')).toEqual(accepted(1850));
    expect(parseAmount('1,850', 'en')).toEqual(accepted(1850));
    expect(parseAmount('1 850', 'en')).toEqual(accepted(1850));
    expect(parseAmount('1,850.50', 'en')).toEqual(accepted(1850.5));
    expect(parseAmount('1850.5', 'en')).toEqual(accepted(1850.5));
    expect(parseAmount('1.85', 'en')).toEqual(accepted(1.85));
    expect(parseAmount('1,234,567.89', 'en')).toEqual(accepted(1234567.89));
  });

  it('refuses a point before three digits as ambiguous (1.85 or 1850?)', () => {
    expect(parseAmount('1.850', 'en')).toEqual({ ok: false, reason: 'ambiguous', readings: [1.85, 1850] });
    expect(parseAmount('1.85', 'en')).toEqual(accepted(1.85));
    expect(parseAmount('0.850', 'en')).toEqual(refused('tooManyDecimals'));
  });

  it('refuses Azerbaijani-only writing and malformed text', () => {
    expect(parseAmount('1850,5', 'en')).toEqual({ ok: false, reason: 'otherConvention', readings: [1850.5] });
    expect(parseAmount('1.850,50', 'en')).toEqual(refused('otherConvention'));
    expect(parseAmount('1,85', 'en')).toEqual(refused('otherConvention'));
    for (const text of ['18.50.0', '1,85,0', '1.850.50', 'USD 5', '1,8505'])
      expect(parseAmount(text, 'en'), text).toEqual(refused('malformed'));
  });
});

describe('parseAmount limits shared by every language', () => {
  it.each(LANGUAGES)('%s: empty, negative and too many decimals', (language) => {
    const mark = language === 'en' ? '.' : ',';
    expect(parseAmount('', language)).toEqual(refused('empty'));
    expect(parseAmount(' \u00a0 ', language)).toEqual(refused('empty'));
    expect(parseAmount('-5', language)).toEqual(refused('negative'));
    expect(parseAmount('\u22125', language)).toEqual(refused('negative'));
    expect(parseAmount(`10${mark}05`, language)).toEqual(accepted(10.05)); // just inside two decimals
    expect(parseAmount(`10${mark}0051`, language)).toEqual(refused('tooManyDecimals')); // outside
    expect(parseAmount(`10${mark}005`, language).ok).toBe(false); // three: ambiguous or too many
  });

  it.each(LANGUAGES)('%s: a pasted run of digits too long for a number is not a number', (language) => {
    // 1 and 308 zeros is the largest power of ten a number holds; one digit more is Infinity.
    expect(parseAmount(`1${'0'.repeat(308)}`, language)).toEqual(accepted(1e308));
    expect(parseAmount(`1${'0'.repeat(309)}`, language)).toEqual(refused('malformed'));
  });

  it('reads weights with three decimals, where both thousands spellings become ambiguous', () => {
    expect(parseDecimal('12,755', 'az')).toEqual(refused('ambiguous'));
    expect(parseDecimal('1.850', 'az')).toEqual(refused('ambiguous'));
    expect(parseDecimal('1850,755', 'az')).toEqual(accepted(1850.755));
    expect(parseDecimal('1.850,755', 'az')).toEqual(accepted(1850.755));
    expect(parseDecimal('0,755', 'az')).toEqual(accepted(0.755));
    expect(parseDecimal('0,7555', 'az')).toEqual(refused('tooManyDecimals'));
    expect(parseDecimal('1,850', 'en')).toEqual(refused('ambiguous'));
    expect(parseDecimal('1850.755', 'en')).toEqual(accepted(1850.755));
  });

  it('writes a number back for editing the language way', () => {
    expect(toInputText(1200.5, 'az')).toBe('1200,5');
    expect(toInputText(1200.5, 'en')).toBe('1200.5');
    expect(parseAmount(toInputText(1200.5, 'ru'), 'ru')).toEqual(accepted(1200.5));
  });
});

// ——— Properties ———

/** Amounts in cents up to a hundred million, the range the money fields take. */
const cents = fc.integer({ min: 0, max: 10_000_000_000 });
const fromCents = (c: number) => c / 100;

type Style = { group: string; decimal: string };
const COMMA_STYLES: Style[] = [
  { group: '', decimal: ',' },
  { group: ' ', decimal: ',' },
  { group: '\u00a0', decimal: ',' },
  { group: '.', decimal: ',' },
];
const POINT_STYLES: Style[] = [
  { group: '', decimal: '.' },
  { group: ' ', decimal: '.' },
  { group: ',', decimal: '.' },
];

/** How a person writes an amount: grouped or not, with 0 to `maxDecimals` decimals (zeros padded). */
function typed(value: number, style: Style, decimals: number) {
  const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return fraction ? `${grouped}${style.decimal}${fraction}` : grouped;
}

/** A typing of `value` with as many decimals as it needs, or more (up to the field's limit). */
const typing = (styles: Style[], maxDecimals: number) =>
  fc.record({
    style: fc.constantFrom(...styles),
    extra: fc.integer({ min: 0, max: maxDecimals }),
  });

const decimalsNeeded = (value: number) =>
  Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2;

describe('properties (fast-check)', () => {
  it.each(LANGUAGES)('%s: parsing what formatMoney wrote gives back the same amount', (language) => {
    fc.assert(
      fc.property(cents, (c) => {
        const shown = formatDecimal(fromCents(c), language, 2);
        const reading = parseAmount(shown, language);
        return reading.ok && reading.value === fromCents(c);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it.each(LANGUAGES)(
    '%s: an amount typed in either convention is read exactly as meant or refused, never 1,000 times off',
    (language) => {
      fc.assert(
        fc.property(
          cents,
          fc.constantFrom('comma', 'point'),
          typing(COMMA_STYLES, 2),
          typing(POINT_STYLES, 2),
          (c, convention, comma, point) => {
            const meant = fromCents(c);
            const how = convention === 'comma' ? comma : point;
            const decimals = Math.min(2, Math.max(decimalsNeeded(meant), how.extra));
            const text = typed(meant, how.style, decimals);
            const reading = parseAmount(text, language);
            if (!reading.ok) return true;
            return reading.value === meant;
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
  );

  it.each(LANGUAGES)(
    '%s: the language own way of typing is always accepted when nothing is in doubt',
    (language) => {
      const own = language === 'en' ? POINT_STYLES : COMMA_STYLES;
      fc.assert(
        fc.property(cents, fc.constantFrom(...own), (c, style) => {
          const text = typed(fromCents(c), style, 2); // always two decimals: no reading of the other convention fits
          const reading = parseAmount(text, language);
          return reading.ok && reading.value === fromCents(c);
        }),
        { numRuns: NUM_RUNS },
      );
    },
  );

  it.each(LANGUAGES)('%s: weights with up to three decimals are never read 1,000 times off', (language) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...COMMA_STYLES, ...POINT_STYLES),
        fc.integer({ min: 0, max: 3 }),
        (thousandths, style, decimals) => {
          const meant = Number((thousandths / 1000).toFixed(decimals));
          const text = typed(meant, style, decimals);
          const reading = parseDecimal(text, language);
          return !reading.ok || reading.value === meant;
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it.each(LANGUAGES)(
    '%s: any text at all is either refused or read as a finite, non-negative number',
    (language) => {
      fc.assert(
        fc.property(fc.stringMatching(/^[\d., \u00a0a-z-]{0,14}$/), (text) => {
          const reading = parseAmount(text, language);
          if (!reading.ok) return true;
          // …and the value is the language's own reading: never the other convention's.
          const own = text.trim().replace(/[\s\u00a0]/g, '');
          const normal = language === 'en' ? own.replace(/,/g, '') : own.replace(/\./g, '').replace(',', '.');
          return Number.isFinite(reading.value) && reading.value >= 0 && reading.value === Number(normal);
        }),
        { numRuns: NUM_RUNS },
      );
    },
  );
});
