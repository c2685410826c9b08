import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { writeAnswerSchema } from '@/lib/write-answer';
import type { BidCreateInput } from '../schemas';
import { bidWriteKeys } from './query-keys';

export const createBid = (input: BidCreateInput) =>
  apiRequest(writeAnswerSchema, { method: 'POST', url: endpoints.bids.create, data: input });

export const useCreateBid = mutationHook(createBid, bidWriteKeys);
