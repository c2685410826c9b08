import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { bidSchema, type BidTerms } from '../schemas';
import { useBidMutation } from './bid-mutation';

/** PUT /api/bids/update/{bidId}: new terms for a pending bid (the server allows 3 updates). */
export const updateBid = ({ bidId, terms }: { bidId: number; terms: BidTerms }) =>
  apiRequest(bidSchema, { method: 'PUT', url: endpoints.bids.update(bidId), data: terms });

export const useUpdateBid = (onSuccess?: () => void) => useBidMutation(updateBid, onSuccess);
