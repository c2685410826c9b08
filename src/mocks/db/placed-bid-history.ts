import { BID_HISTORY_FIELDS } from '@/features/bids/schemas';
import type { BidRecord } from './models';

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

/** A bid as its carrier placed it: not yet updated, with the history its placing wrote. */
export const placedBid = ({
  createdAt,
  ...terms
}: Omit<BidRecord, 'updateCount' | 'updatedAt' | 'history'>): BidRecord =>
  withPlacedHistory({ ...terms, updateCount: 0, createdAt, updatedAt: createdAt, history: [] });
