import {
  formatDecimal,
  formatMoney,
  formatNumber,
  numberFormatter,
  parseAmount,
  parseDecimal,
  toInputText,
} from './numbers';

// Edges of the number module the rest of its tests pass by: the default language, the formatter
// cache handing back the same object, a lone minus sign, an ambiguous weight read both ways, and a
// value that is no number written back into a field.

describe('numbers at their edges', () => {
  it('writes Azerbaijani when no language is given', () => {
    expect(formatNumber(1850.5)).toBe('1 850,5');
    expect(formatDecimal(1850.5)).toBe('1 850,50');
    expect(formatMoney(1850.5, 'AZN')).toBe('1 850,50 AZN');
  });

  it('hands back the same formatter for the same language and options, and another for other options', () => {
    expect(numberFormatter('az')).toBe(numberFormatter('az'));
    expect(numberFormatter('az', { maximumFractionDigits: 1 })).toBe(
      numberFormatter('az', { maximumFractionDigits: 1 }),
    );
    expect(numberFormatter('az', { maximumFractionDigits: 1 })).not.toBe(numberFormatter('az'));
    expect(numberFormatter('ru')).not.toBe(numberFormatter('az'));
  });

  it('calls a lone minus sign malformed, not negative, and a signed number negative', () => {
    expect(parseAmount('-', 'az')).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAmount('−', 'en')).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAmount('-5', 'az')).toEqual({ ok: false, reason: 'negative' });
    expect(parseAmount('12a', 'az')).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAmount('a12', 'en')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('gives both readings of an ambiguous weight smaller first, whichever convention reads the larger', () => {
    // Azerbaijani reads '1.850' as 1850 (a point groups thousands), English as 1.85.
    expect(parseDecimal('1.850', 'az')).toEqual({ ok: false, reason: 'ambiguous', readings: [1.85, 1850] });
    // English reads '1,850' as 1850, Azerbaijani as 1.85.
    expect(parseDecimal('1,850', 'en')).toEqual({ ok: false, reason: 'ambiguous', readings: [1.85, 1850] });
  });

  it('writes nothing back into a field for a value that is no finite number', () => {
    expect(toInputText(Number.NaN, 'az')).toBe('');
    expect(toInputText(Number.POSITIVE_INFINITY, 'en')).toBe('');
    expect(toInputText(1850.5, 'az')).toBe('1850,5');
  });
});
