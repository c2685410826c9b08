import type { BidRecord } from './db/models';

// `sort=createdAt,desc` (default), `createdAt,asc`, `value,asc` or `value,desc`, as Spring-style backends take it.
export function sortBids(rows: BidRecord[], sort: string | null) {
  const [field, direction] = (sort ?? 'createdAt,desc').split(',');
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const byField = field === 'value' ? a.value - b.value : a.createdAt.localeCompare(b.createdAt);
    return sign * byField || b.bidId - a.bidId;
  });
}
