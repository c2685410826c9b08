import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useBidMutation } from './bid-mutation';

/** PUT /api/bids/approve/{bidId}, no body: the importer accepts a pending bid. */
export const acceptBid = (bidId: number) =>
  apiRequest(z.unknown(), { method: 'PUT', url: endpoints.bids.approve(bidId) });

export const useAcceptBid = (onSuccess?: () => void) => useBidMutation(acceptBid, onSuccess);
