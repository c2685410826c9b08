import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { bidSchema, type BidCreateInput } from '../schemas';
import { useBidMutation } from './bid-mutation';

/** POST /api/bids/create: the carrier places a bid (the server allows 3 per inquiry). */
export const createBid = (input: BidCreateInput) =>
  apiRequest(bidSchema, { method: 'POST', url: endpoints.bids.create, data: input });

export const useCreateBid = (onSuccess?: () => void) => useBidMutation(createBid, onSuccess);
