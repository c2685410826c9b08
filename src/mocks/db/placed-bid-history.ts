import { BID_HISTORY_FIELDS } from '@/features/bids/schemas';
import type { BidRecord } from './models';

/**
 * The bid with the history the API would have written for it: its placing, with every term, then the
 * status it reached if it is no longer pending. For bids that never went through the API (the seed's
 * and the tests' built ones), so that their history reads like that of a bid placed on the screen.
 */
export function withPlacedHistory(bid: BidRecord): BidRecord {
  const history: BidRecord['history'] = [
    {
      at: bid.createdAt,
      userId: bid.userId,
      kind: 'created',
      status: 'PENDING',
      changes: BID_HISTORY_FIELDS.map((field) => ({ field, from: null, to: bid[field] })),
    },
  ];
  if (bid.status !== 'PENDING')
    history.push({ at: bid.updatedAt, userId: null, kind: 'status', status: bid.status, changes: [] });
  return { ...bid, history };
}
