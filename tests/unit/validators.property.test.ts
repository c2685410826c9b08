import fc from 'fast-check';
import { PHONE_PATTERN } from '@/config/limits';
import { bidTermsSchema } from '@/features/bids/schemas';
import {
  cardDigits,
  cvvValid,
  expiryState,
  formatCardNumber,
  formatExpiry,
  luhnValid,
} from '@/features/billing/card';
import { goodsRowSchema } from '@/features/inquiries/schemas';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { formatFileSize } from '@/lib/format';
import { parseAmount } from '@/lib/numbers';

// Property-based checks of the validators and formatters: what holds for every input, not a handful.

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

/** Appends the Luhn check digit to a body of digits. */
function withCheckDigit(body: string) {
  for (let check = 0; check <= 9; check += 1)
    if (luhnValid(body + String(check))) return body + String(check);
  throw new Error('unreachable');
}

describe('phone pattern (spec §5)', () => {
  it('accepts every + then 1-9 then 1 to 14 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), digits(1, 14), (first, rest) =>
        PHONE_PATTERN.test(`+${first}${rest}`),
      ),
    );
  });
  it('refuses a missing +, a leading 0, too few or too many digits, and any other character', () => {
    fc.assert(fc.property(digits(2, 15), (d) => !PHONE_PATTERN.test(d)));
    fc.assert(fc.property(digits(1, 14), (d) => !PHONE_PATTERN.test(`+0${d}`)));
    fc.assert(fc.property(digit, (d) => !PHONE_PATTERN.test(`+${d}`)));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), digits(15, 20), (f, d) => !PHONE_PATTERN.test(`+${f}${d}`)),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        digits(1, 6),
        fc.constantFrom(' ', '-', 'a', '(', '.'),
        (f, d, c) => !PHONE_PATTERN.test(`+${f}${d}${c}1`),
      ),
    );
  });
});

describe('card number', () => {
  it('accepts every number with a right check digit and refuses it with any single digit changed', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = withCheckDigit(body);
        if (!luhnValid(number)) return false;
        const i = at % number.length;
        const changed = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        return !luhnValid(changed);
      }),
    );
  });
  it('groups any typing into fours of digits only, keeping every digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const shown = formatCardNumber(typed);
        return /^(\d{4} )*\d{0,4}$/.test(shown) && shown.replace(/ /g, '') === cardDigits(typed);
      }),
    );
  });
});

describe('expiry and CVV', () => {
  it('formats any typing as MM/YY at most and judges every month against now', () => {
    const now = new Date(2026, 10, 22);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, yy) => {
        const text = formatExpiry(`${String(month).padStart(2, '0')}${String(yy).padStart(2, '0')}`);
        const expected = 2000 + yy < 2026 || (2000 + yy === 2026 && month < 11) ? 'past' : 'ok';
        return expiryState(text, now) === expected;
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 99 }), (month) => expiryState(`${month}/30`, now) === 'format'),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (typed) => /^\d{0,2}(\/\d{0,2})?$/.test(formatExpiry(typed))),
    );
  });
  it('takes three or four digits as a CVV and nothing else', () => {
    fc.assert(fc.property(digits(3, 4), (cvv) => cvvValid(cvv)));
    fc.assert(fc.property(fc.oneof(digits(0, 2), digits(5, 8)), (cvv) => !cvvValid(cvv)));
  });
});

describe('numbers of bids and goods', () => {
  const terms = (value: number) => ({
    value,
    currency: 'USD',
    notes: '',
    shipmentMode: 'ROAD',
    truckCount: null,
    preferredRegions: [],
    insuranceTypes: [],
    certifications: null,
  });
  it('accepts a bid in cents above zero up to ten million and refuses zero, negatives and more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (cents) => bidTermsSchema.safeParse(terms(cents / 100)).success,
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 0 }),
        (v) => !bidTermsSchema.safeParse(terms(v)).success,
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 10_000_000.01, max: 1e15, noNaN: true }),
        (v) => !bidTermsSchema.safeParse(terms(v)).success,
      ),
    );
  });
  // The full set of amount properties (both conventions, the 1,000× rule) is in src/lib/numbers.test.ts.
  it('reads an amount in cents typed plainly, with the language decimal mark', () => {
    fc.assert(
      fc.property(digits(1, 7), digits(0, 2), fc.constantFrom('az', 'ru', 'en'), (whole, cents, language) => {
        const mark = language === 'en' ? '.' : ',';
        const typed = cents ? `${whole}${mark}${cents}` : whole;
        const reading = parseAmount(typed, language);
        return reading.ok && reading.value === Number(`${whole}.${cents || '0'}`);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[^\d.,\s]/.test(s) && !/^\s*[-\u2212\u2013]/.test(s)),
        (s) => !parseAmount(s, 'az').ok,
      ),
    );
  });
  it('accepts goods rows with positive measures and whole quantities only', () => {
    const row = (n: { weight: number; quantity: number }) => ({
      packageType: 'boxes_crates',
      palletType: null,
      weight: n.weight,
      length: 120,
      width: 80,
      height: 100,
      quantity: n.quantity,
      dangerous: false,
      stackable: true,
    });
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 10_000 }),
        (weight, quantity) => goodsRowSchema.safeParse(row({ weight, quantity })).success,
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 0, noNaN: true }),
        (weight) => !goodsRowSchema.safeParse(row({ weight, quantity: 1 })).success,
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }).filter((q) => !Number.isInteger(q)),
        (quantity) => !goodsRowSchema.safeParse(row({ weight: 10, quantity })).success,
      ),
    );
  });
});

describe('file sizes and date ranges', () => {
  it('shows every size in KB below 1 MB and in MB from it, two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 1024 * 1024 * 1024 }), (bytes) => {
        const shown = formatFileSize(bytes, 'en');
        return bytes >= 1024 * 1024
          ? /^\d{1,3}(,\d{3})*\.\d{2} MB$/.test(shown)
          : /^\d{1,3}(,\d{3})*\.\d{2} KB$/.test(shown);
      }),
    );
  });
  it('gives every range a start on or before its end, and the day itself inside it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        fc.constantFrom(...DATE_RANGES),
        (now, key) => {
          const range = resolveDateRange(key, now);
          if (range === null) return key === 'allDays';
          const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
          const ordered = range.startDate <= range.endDate;
          const isPast = key === 'yesterday' || key === 'lastWeek' || key === 'lastMonth';
          return ordered && (isPast ? range.endDate < day : range.startDate <= day && day <= range.endDate);
        },
      ),
    );
  });
});
