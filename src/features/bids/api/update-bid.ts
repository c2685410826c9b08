import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { BidTerms } from '../schemas';
import { bidWriteKeys } from './query-keys';

type BidUpdate = { bidId: number; terms: BidTerms };

export const updateBid = ({ bidId, terms }: BidUpdate) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.update(bidId), data: terms });

export const useUpdateBid = (options: MutationCallerOptions<unknown, BidUpdate> = {}) =>
  useAppMutation({ ...options, mutationFn: updateBid, invalidates: bidWriteKeys });
