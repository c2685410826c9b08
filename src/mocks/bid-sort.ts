import { convertMoney } from '@/lib/exchange-rates';
import type { BidRecord } from './db/models';
import { demoExchangeRates } from './handlers/exchange-rates';

// Spring-style `sort`: `createdAt,desc` (default), `createdAt,asc`, `value,asc`, `value,desc`, and
// ours, `transitDays,asc` (bids that do not say last). With `currency` (ours, docs/api.md), values
// are compared converted to it at today's rates, so bids in AZN, USD and EUR fall in one order.
export function sortBids(rows: BidRecord[], sort: string | null, currency: string | null = null) {
  const [field, direction] = (sort ?? 'createdAt,desc').split(',');
  const sign = direction === 'asc' ? 1 : -1;
  const rates = demoExchangeRates();
  // A currency the rates lack sorts as its own number: the demo knows every currency it seeds.
  const valueOf = (bid: BidRecord) =>
    currency ? (convertMoney(bid.value, bid.currency, currency, rates) ?? bid.value) : bid.value;
  const transitOf = (bid: BidRecord) => bid.transitDays ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => {
    const byField =
      field === 'value'
        ? valueOf(a) - valueOf(b)
        : field === 'transitDays'
          ? transitOf(a) - transitOf(b)
          : a.createdAt.localeCompare(b.createdAt);
    return sign * (Number.isNaN(byField) ? 0 : byField) || b.bidId - a.bidId;
  });
}
