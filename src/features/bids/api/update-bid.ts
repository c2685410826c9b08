import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import type { BidTerms } from '../schemas';
import { useBidMutation } from './bid-mutation';
import { writeAnswerSchema } from '@/lib/write-answer';

/**
 * PUT /api/bids/update/{bidId} (designed, feature `myBids`): new terms for a pending bid (the
 * server allows 3 updates). Offered only on a bid listed by GET /api/bids/mine. The
 * answer is not read: the panel refetches the carrier's bids, so any 2xx answer is a success.
 */
export const updateBid = ({ bidId, terms }: { bidId: number; terms: BidTerms }) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.update(bidId), data: terms });

export const useUpdateBid = (onSuccess?: () => void) => useBidMutation(updateBid, onSuccess);
