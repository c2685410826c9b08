import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { writeAnswerSchema } from '@/lib/write-answer';
import { bidDecisionKeys } from './query-keys';

export const rejectBid = (key: string) =>
  apiRequest(writeAnswerSchema, { method: 'PUT', url: endpoints.bids.reject(key) });

export const useRejectBid = mutationHook(rejectBid, bidDecisionKeys);
