import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { BidTerms } from '../schemas';
import { bidWriteKeys } from './query-keys';

type BidUpdate = { bidId: number; terms: BidTerms };

export const updateBid = ({ bidId, terms }: BidUpdate) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.update(bidId), data: terms });

export const useUpdateBid = mutationHook(updateBid, bidWriteKeys);
