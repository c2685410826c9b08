import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { writeAnswerSchema } from '@/lib/write-answer';
import { bidDecisionKeys } from './query-keys';

export const acceptBid = (bidId: number) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.approve(bidId) });

export const useAcceptBid = mutationHook(acceptBid, bidDecisionKeys);
