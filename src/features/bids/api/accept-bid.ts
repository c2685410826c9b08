import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useBidMutation } from './bid-mutation';
import { writeAnswerSchema } from '@/lib/write-answer';

/** PUT /api/bids/approve/{bidId}, no body: the importer accepts a pending bid. */
export const acceptBid = (bidId: number) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.approve(bidId) });

export const useAcceptBid = (onSuccess?: () => void) => useBidMutation(acceptBid, onSuccess);
