import { convertMoney, exchangeRatesSchema } from './exchange-rates';

const rates = exchangeRatesSchema.parse({
  base: 'USD',
  date: '2026-11-27',
  rates: { AZN: 1.7, EUR: 0.86, XYZ: 0, BAD: 'x' },
});

describe('converting money at dated rates', () => {
  it('converts through the base and rounds to the cent', () => {
    expect(convertMoney(1700, 'AZN', 'USD', rates)).toBe(1000);
    expect(convertMoney(1000, 'USD', 'AZN', rates)).toBe(1700);
    expect(convertMoney(100, 'EUR', 'AZN', rates)).toBe(197.67); // 100 / 0.86 * 1.7 = 197.674…
    expect(convertMoney(1, 'AZN', 'EUR', rates)).toBe(0.51); // 0.50588… up
  });

  it('leaves an amount in its own currency as it is', () => {
    expect(convertMoney(1850.5, 'TRY', 'TRY', rates)).toBe(1850.5);
  });

  it('never guesses a rate it lacks: a currency not listed, zero or not a number', () => {
    expect(convertMoney(100, 'TRY', 'USD', rates)).toBeNull();
    expect(convertMoney(100, 'USD', 'XYZ', rates)).toBeNull();
    expect(convertMoney(100, 'BAD', 'USD', rates)).toBeNull();
    expect(rates.rates).toEqual({ AZN: 1.7, EUR: 0.86 });
  });

  it('refuses an answer without its base or its day', () => {
    expect(exchangeRatesSchema.safeParse({ date: '2026-11-27', rates: {} }).success).toBe(false);
    expect(exchangeRatesSchema.safeParse({ base: 'USD', rates: {} }).success).toBe(false);
  });
});
