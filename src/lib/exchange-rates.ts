import { z } from 'zod/mini';

// Dated exchange rates (docs/api.md 'Exchange rates', designed): how many units of each currency one
// unit of the base buys, on a day. The screens and the demo backend convert with the one function
// below, so the order a server sorts by and the amounts the screen shows agree to the cent.

export const exchangeRatesSchema = z.object({
  base: z.string().check(z.minLength(1)),
  /** The day the rates are of (yyyy-MM-dd). */
  date: z.string().check(z.minLength(1)),
  /** Units of each currency per one unit of the base; a rate that is not a positive number is left out. */
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

/**
 * `value` in `from` as `to`, rounded to the cent; null when either rate is missing (a currency the
 * rates do not list is never guessed at).
 */
export function convertMoney(value: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (from === to) return value;
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  if (!fromRate || !toRate) return null;
  return Math.round((value / fromRate) * toRate * 100) / 100;
}
