import fc from 'fast-check';
import { MAX_BID_VALUE } from '@/config/limits';
import { formatDecimal, formatMoney, formatNumber } from './number-format';
import { parseAmount, parseDecimal, toInputText, type AmountRefusal } from './numbers';

// Guards the number rule: whatever the app shows or writes back into a field, in az, en
// or ru, reads back as the same number in that language, and no typing at all makes the reader throw
// or hand over a number that is not finite. Extends the properties of numbers.test.ts (formatDecimal
// with two decimals) to formatMoney, formatNumber, toInputText, an unknown language and any text.

const NUM_RUNS = 300;
const LANGUAGES = ['az', 'en', 'ru'] as const;
const PARSERS = { parseAmount, parseDecimal };
const parser = fc.constantFrom(...(Object.keys(PARSERS) as Array<keyof typeof PARSERS>));

const REFUSALS: AmountRefusal[] = [
  'empty',
  'malformed',
  'negative',
  'ambiguous',
  'otherConvention',
  'tooManyDecimals',
];

/** Amounts a money field takes: a cent up to the bid limit (config/limits). */
const moneyCents = fc.integer({ min: 0, max: MAX_BID_VALUE * 100 });
/** Measures in thousandths (the goods weight's three decimals), up to a million. */
const thousandths = fc.integer({ min: 1, max: 1_000_000_000 });

describe('money shown or written back reads back as the same amount', () => {
  it.each(LANGUAGES)('%s: formatMoney without its currency code parses to the amount', (language) => {
    fc.assert(
      fc.property(moneyCents, fc.constantFrom('AZN', 'USD', 'EUR'), (cents, currency) => {
        const shown = formatMoney(cents / 100, currency, language);
        expect(shown.endsWith(` ${currency}`)).toBe(true);
        expect(parseAmount(shown.slice(0, -currency.length - 1), language)).toEqual({
          ok: true,
          value: cents / 100,
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it.each(LANGUAGES)('%s: toInputText (an edit form’s starting text) parses to the amount', (language) => {
    fc.assert(
      fc.property(moneyCents, (cents) => {
        expect(parseAmount(toInputText(cents / 100, language), language)).toEqual({
          ok: true,
          value: cents / 100,
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('treats a language it does not know as English both ways', () => {
    fc.assert(
      fc.property(moneyCents, fc.constantFrom('de', 'tr', '', 'az-AZ'), (cents, language) => {
        const shown = formatDecimal(cents / 100, language, 2);
        expect(shown).toBe(formatDecimal(cents / 100, 'en', 2));
        expect(parseAmount(shown, language)).toEqual(parseAmount(shown, 'en'));
        expect(parseAmount(shown, language)).toEqual({ ok: true, value: cents / 100 });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('measures shown with up to three decimals', () => {
  it.each(LANGUAGES)(
    '%s: formatNumber parses back to the measure, or is refused as ambiguous exactly where the other convention reads it too',
    (language) => {
      fc.assert(
        fc.property(thousandths, (t) => {
          const value = t / 1000;
          const shown = formatNumber(value, language);
          const reading = parseDecimal(shown, language);
          // By design the module refuses what the other convention reads within three decimals:
          // '1,855' (az, ru) or '1.855' (en) is also 1855, and English '1,850' is also 1,850 in az.
          const threeDecimals = t % 10 !== 0 && value >= 1 && value < 1000;
          const oneEnglishGroup =
            language === 'en' && Number.isInteger(value) && value >= 1000 && value < 1e6;
          if (threeDecimals) {
            expect(reading).toEqual({ ok: false, reason: 'ambiguous', readings: [value, t] });
          } else if (oneEnglishGroup) {
            expect(reading).toEqual({ ok: false, reason: 'ambiguous', readings: [value / 1000, value] });
          } else {
            expect(reading).toEqual({ ok: true, value });
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
  );

  it.each(LANGUAGES)('%s: formatDecimal with three decimals is never read as another number', (language) => {
    fc.assert(
      fc.property(thousandths, (t) => {
        const reading = parseDecimal(formatDecimal(t / 1000, language, 3), language);
        if (reading.ok) expect(reading.value).toBe(t / 1000);
        else {
          expect(reading.reason).toBe('ambiguous');
          expect(reading.readings).toContain(t / 1000);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('reading any text at all', () => {
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({
      unit: fc.constantFrom(...'0123456789.,  \u00a0\u202f\u2009-\u2212\u2013+eE٣۵'.split('')),
      maxLength: 20,
    }),
  );

  it.each(LANGUAGES)(
    '%s: never throws, and gives a finite non-negative number or a named refusal',
    (language) => {
      fc.assert(
        fc.property(anyText, parser, (text, parse) => {
          const reading = PARSERS[parse](text, language);
          if (reading.ok) {
            expect(Number.isFinite(reading.value)).toBe(true);
            expect(reading.value).toBeGreaterThanOrEqual(0);
          } else {
            expect(REFUSALS).toContain(reading.reason);
            for (const value of reading.readings ?? []) expect(Number.isFinite(value)).toBe(true);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
  );

  // A money field has no length limit: a paste can be hundreds of digits long.
  it.each(LANGUAGES)('%s: a long pasted run of digits is refused or read as a finite number', (language) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 400 }),
        parser,
        (lead, fill, length, parse) => {
          const reading = PARSERS[parse](`${lead}${String(fill).repeat(length)}`, language);
          if (reading.ok) expect(Number.isFinite(reading.value)).toBe(true);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it.each(LANGUAGES)('%s: spaces around the text change nothing', (language) => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789., '.split('')), maxLength: 16 }),
        fc.constantFrom(' ', '\u00a0', '\u202f', '\u2009', '\t'),
        (text, space) => {
          expect(parseAmount(`${space}${text}${space}`, language)).toEqual(parseAmount(text, language));
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
