import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useBidMutation } from './bid-mutation';
import { writeAnswerSchema } from '@/lib/write-answer';

/** PUT /api/bids/reject/{key}, no body: the importer turns a pending bid down. */
export const rejectBid = (key: string) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.reject(key) });

export const useRejectBid = (onSuccess?: () => void) => useBidMutation(rejectBid, onSuccess);
