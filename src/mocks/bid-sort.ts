import { convertMoney } from '@/lib/exchange-rates';
import type { BidRecord } from './db/models';
import { demoExchangeRates } from './handlers/exchange-rates';
import { springSortOn } from './spring-sort';

// Spring's `sort=property,direction` on a bid: `createdAt` (default, newest first) and `value`, the
// spec's fields, and ours, `transitDays` (bids that do not say last). Any other property is refused
// as Spring refuses it (500). With `currency` (ours, docs/api.md), values are compared converted to
// it at today's rates, so bids in AZN, USD and EUR fall in one order.
const BID_SORT_PROPERTIES = ['createdAt', 'value', 'transitDays'] as const;

export function sortBids(rows: BidRecord[], sort: string | null, currency: string | null = null) {
  const { property, direction } = springSortOn(sort, BID_SORT_PROPERTIES, 'Bid') ?? {
    property: 'createdAt',
    direction: 'desc',
  };
  const sign = direction === 'asc' ? 1 : -1;
  const rates = demoExchangeRates();
  // A currency the rates lack sorts as its own number: the demo knows every currency it seeds.
  const valueOf = (bid: BidRecord) =>
    currency ? (convertMoney(bid.value, bid.currency, currency, rates) ?? bid.value) : bid.value;
  const transitOf = (bid: BidRecord) => bid.transitDays ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => {
    const byField =
      property === 'value'
        ? valueOf(a) - valueOf(b)
        : property === 'transitDays'
          ? transitOf(a) - transitOf(b)
          : a.createdAt.localeCompare(b.createdAt);
    return sign * (Number.isNaN(byField) ? 0 : byField) || b.bidId - a.bidId;
  });
}
