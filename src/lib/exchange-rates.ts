import { z } from 'zod/mini';

export const exchangeRatesSchema = z.object({
  base: z.string().check(z.minLength(1)),
  date: z.string().check(z.minLength(1)),
  rates: z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((rates) =>
      Object.fromEntries(
        Object.entries(rates).filter(
          (entry): entry is [string, number] =>
            typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
        ),
      ),
    ),
  ),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

const rateOf = (rates: ExchangeRates, currency: string) =>
  currency === rates.base ? 1 : rates.rates[currency];

export function convertMoney(value: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (from === to) return value;
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  if (!fromRate || !toRate) return null;
  return Math.round((value / fromRate) * toRate * 100) / 100;
}
