import { convertMoney, type ExchangeRates } from '@/lib/exchange-rates';
import type { Bid } from '../../schemas';

// Which bids on the importer's list carry 'cheapest' and 'fastest' (issue 18). A list on one page is
// ranked from its own rows. A longer one takes its candidates from the server (the first bid of the
// list ordered by price and by transit time, across pages), checked against the page's rows, so a
// server that ignored the order or the currency marks nothing rather than something false. Ties are
// marked alike; nothing is marked while the filter holds fewer than two bids.

/** A bid's amount in the currency compared in, or its own amount when none is chosen. */
export function comparableAmount(bid: Bid, currency: string, rates: ExchangeRates | undefined) {
  if (!currency) return bid.value;
  if (!bid.currency || !rates) return null;
  return convertMoney(bid.value, bid.currency, currency, rates);
}

type MarkInput = {
  rows: readonly Bid[];
  /** The number of bids the filter holds, on every page. */
  total: number;
  /** The currency bids are compared in; '' for each in its own. */
  currency: string;
  rates: ExchangeRates | undefined;
  /** The server's first bid by price and by transit time, for a list of more than one page. */
  cheapest?: Bid | undefined;
  fastest?: Bid | undefined;
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

function fastestDays({ rows, total, fastest }: MarkInput) {
  const onPage = smallest(rows.map((bid) => bid.transitDays));
  if (total <= rows.length) return onPage;
  const days = fastest?.transitDays;
  return days === undefined || (onPage !== null && onPage < days) ? null : days;
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
