import { formatFileSize, formatMoney, formatNumber } from './format';

const MB = 1024 * 1024;

describe('formatFileSize', () => {
  it('shows 1 MB and above in MB, two decimals', () => {
    expect(formatFileSize(MB)).toBe('1.00 MB');
    expect(formatFileSize(5.5 * MB)).toBe('5.50 MB');
    expect(formatFileSize(1536 * 1024)).toBe('1.50 MB');
  });

  it('shows less than 1 MB in KB, two decimals', () => {
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(512)).toBe('0.50 KB');
    expect(formatFileSize(0)).toBe('0.00 KB');
    expect(formatFileSize(MB - 1)).toMatch(/ KB$/);
  });

  it('does not print nonsense for impossible sizes', () => {
    expect(formatFileSize(-1)).toBe('0.00 KB');
    expect(formatFileSize(Number.NaN)).toBe('0.00 KB');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0.00 KB');
  });
});

describe('formatMoney', () => {
  it('groups the amount for the language and keeps two decimals and the currency', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('1,250.00 USD');
    expect(formatMoney(1250, 'AZN', 'az')).toBe('1.250,00 AZN');
    expect(formatMoney(1250.5, 'RUB', 'ru').replace(/\s/g, ' ')).toBe('1 250,50 RUB');
    expect(formatMoney(99.999, 'EUR', 'en')).toBe('100.00 EUR');
  });

  it('defaults to Azerbaijani and falls back to English grouping for unknown languages', () => {
    expect(formatMoney(1250, 'AZN')).toBe('1.250,00 AZN');
    expect(formatMoney(1250, 'AZN', 'xx')).toBe('1,250.00 AZN');
  });
});

describe('formatNumber', () => {
  it('groups for the language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'az')).toBe('1.234.567');
  });
});
