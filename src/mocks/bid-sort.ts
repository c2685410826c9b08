import { convertMoney } from '@/lib/exchange-rates';
import type { BidRecord } from './db/models';
import { demoExchangeRates } from './handlers/exchange-rates';
import { springSortOn } from './spring-sort';

const BID_SORT_PROPERTIES = ['createdAt', 'value', 'transitDays'] as const;

export function sortBids(rows: BidRecord[], sort: string | null, currency: string | null = null) {
  const { property, direction } = springSortOn(sort, BID_SORT_PROPERTIES, 'Bid') ?? {
    property: 'createdAt',
    direction: 'desc',
  };
  const sign = direction === 'asc' ? 1 : -1;
  const rates = demoExchangeRates();
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
