import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { BidTerms } from '../schemas';
import { bidWriteKeys } from './query-keys';

type BidUpdate = { bidId: number; terms: BidTerms };

/**
 * PUT /api/bids/update/{bidId} (designed, feature `myBids`): new terms for a pending bid (the
 * server allows 3 updates). Offered only on a bid listed by GET /api/bids/mine. The
 * answer is not read: the panel refetches the carrier's bids, so any 2xx answer is a success.
 */
export const updateBid = ({ bidId, terms }: BidUpdate) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.update(bidId), data: terms });

export const useUpdateBid = (options: MutationCallerOptions<unknown, BidUpdate> = {}) =>
  useAppMutation({ ...options, mutationFn: updateBid, invalidates: bidWriteKeys });
