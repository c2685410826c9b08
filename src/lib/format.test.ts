import { commissionOf } from '@/config/billing';
import { formatFileSize } from './format';
import { formatMoney, formatNumber } from './numbers';

const MB = 1024 * 1024;

describe('formatFileSize', () => {
  it('shows 1 MB and above in MB, two decimals', () => {
    expect(formatFileSize(MB, 'en')).toBe('1.00 MB');
    expect(formatFileSize(5.5 * MB, 'en')).toBe('5.50 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.50 MB');
  });

  it('shows less than 1 MB in KB, two decimals', () => {
    expect(formatFileSize(1536, 'en')).toBe('1.50 KB');
    expect(formatFileSize(1024, 'en')).toBe('1.00 KB');
    expect(formatFileSize(512, 'en')).toBe('0.50 KB');
    expect(formatFileSize(0, 'en')).toBe('0.00 KB');
    expect(formatFileSize(MB - 1, 'en')).toMatch(/ KB$/);
  });

  it.each([
    ['az', '10,00 MB', '1,50 KB', '1 536,00 MB'],
    ['ru', '10,00 MB', '1,50 KB', '1 536,00 MB'],
    ['en', '10.00 MB', '1.50 KB', '1,536.00 MB'],
  ])('writes sizes in %s with its decimal mark and grouping: %s', (language, tenMb, kb, large) => {
    expect(formatFileSize(10 * MB, language)).toBe(tenMb);
    expect(formatFileSize(1536, language)).toBe(kb);
    expect(formatFileSize(1536 * MB, language)).toBe(large);
  });

  it('does not print nonsense for impossible sizes', () => {
    expect(formatFileSize(-1, 'en')).toBe('0.00 KB');
    expect(formatFileSize(Number.NaN, 'az')).toBe('0,00 KB');
    expect(formatFileSize(Number.POSITIVE_INFINITY, 'en')).toBe('0.00 KB');
  });
});

describe('formatMoney', () => {
  it('groups the amount for the language and keeps two decimals and the currency', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('1,250.00 USD');
    expect(formatMoney(1250, 'AZN', 'az')).toBe('1 250,00 AZN');
    expect(formatMoney(1250.5, 'RUB', 'ru')).toBe('1 250,50 RUB');
    expect(formatMoney(99.999, 'EUR', 'en')).toBe('100.00 EUR');
  });

  it('defaults to Azerbaijani and falls back to English grouping for unknown languages', () => {
    expect(formatMoney(1250, 'AZN')).toBe('1 250,00 AZN');
    expect(formatMoney(1250, 'AZN', 'xx')).toBe('1,250.00 AZN');
  });
});

describe('formatNumber', () => {
  it('groups for the language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'az')).toBe('1 234 567');
  });
});

describe('formatMoney per currency', () => {
  // Azerbaijani and Russian group with a space; compare with plain spaces whatever the kind.
  const plain = (text: string) => text.replace(/[\s\u202f ]/g, ' ');
  const cases = [
    ['AZN', 'az', '12 345,60 AZN'],
    ['USD', 'az', '12 345,60 USD'],
    ['EUR', 'az', '12 345,60 EUR'],
    ['TRY', 'az', '12 345,60 TRY'],
    ['RUB', 'az', '12 345,60 RUB'],
    ['AZN', 'en', '12,345.60 AZN'],
    ['USD', 'en', '12,345.60 USD'],
    ['EUR', 'en', '12,345.60 EUR'],
    ['TRY', 'en', '12,345.60 TRY'],
    ['RUB', 'en', '12,345.60 RUB'],
    ['AZN', 'ru', '12 345,60 AZN'],
    ['USD', 'ru', '12 345,60 USD'],
    ['EUR', 'ru', '12 345,60 EUR'],
    ['TRY', 'ru', '12 345,60 TRY'],
    ['RUB', 'ru', '12 345,60 RUB'],
  ] as const;

  it.each(cases)('shows %s in %s with the code after the amount', (currency, language, expected) => {
    expect(plain(formatMoney(12345.6, currency, language))).toBe(expected);
  });

  it('rounds commissions to the cent and shows zero and small amounts with two decimals', () => {
    expect(formatMoney(0, 'USD', 'en')).toBe('0.00 USD');
    expect(formatMoney(commissionOf(1396.5), 'EUR', 'en')).toBe('41.90 EUR');
    expect(formatMoney(10 / 3, 'TRY', 'en')).toBe('3.33 TRY');
    expect(formatMoney(0.5, 'AZN', 'az')).toBe('0,50 AZN');
    expect(plain(formatMoney(41.9, 'RUB', 'ru'))).toBe('41,90 RUB');
  });

  it('shows a discount (a negative amount) with its sign', () => {
    expect(formatMoney(-50, 'USD', 'en')).toBe('-50.00 USD');
  });
});
