import { convertMoney, type ExchangeRates } from '@/lib/exchange-rates';
import type { Bid } from '../../schemas';

/** A bid's amount in the currency compared in, or its own amount when none is chosen. */
export function comparableAmount(bid: Bid, currency: string, rates: ExchangeRates | undefined) {
  if (!currency) return bid.value;
  if (!bid.currency || !rates) return null;
  return convertMoney(bid.value, bid.currency, currency, rates);
}

type MarkInput = {
  rows: readonly Bid[];
  total: number;
  currency: string;
  rates: ExchangeRates | undefined;
  cheapest?: Bid | undefined;
};

const cents = (amount: number) => Math.round(amount * 100);
const smallest = (values: Array<number | null | undefined>) => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? Math.min(...known) : null;
};

function cheapestAmount({ rows, total, currency, rates, cheapest }: MarkInput) {
  const whole = total <= rows.length;
  // Without rates, prices rank only when the whole list is here, in one currency.
  if (!currency && !(whole && rows.every((bid) => bid.currency && bid.currency === rows[0]?.currency)))
    return null;
  const amounts = rows.map((bid) => comparableAmount(bid, currency, rates));
  // A bid that cannot be converted cannot be ranked, and then neither can the others.
  if (amounts.some((a) => a === null)) return null;
  if (whole) return smallest(amounts);
  const amount = cheapest ? comparableAmount(cheapest, currency, rates) : null;
  if (amount === null) return null;
  return amounts.some((a) => a !== null && cents(a) < cents(amount)) ? null : amount;
}

function fastestDays({ rows, total }: MarkInput) {
  return total <= rows.length ? smallest(rows.map((bid) => bid.transitDays)) : null;
}

/** The ids of the page's bids to mark cheapest and fastest. */
export function markBids(input: MarkInput) {
  const cheapestIds = new Set<number>();
  const fastestIds = new Set<number>();
  if (input.total < 2) return { cheapestIds, fastestIds };
  const amount = cheapestAmount(input);
  const days = fastestDays(input);
  for (const bid of input.rows) {
    const own = comparableAmount(bid, input.currency, input.rates);
    if (amount !== null && own !== null && cents(own) === cents(amount)) cheapestIds.add(bid.bidId);
    if (days !== null && bid.transitDays === days) fastestIds.add(bid.bidId);
  }
  return { cheapestIds, fastestIds };
}
