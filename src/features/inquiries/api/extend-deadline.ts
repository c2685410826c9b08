import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import type { DeadlineUpdate } from '../schemas';
import { inquiryKeys } from './query-keys';

type DeadlineChange = DeadlineUpdate & { id: number };

/** PUT /inquiries/{id}/deadline `{ biddingClosesAt }`: a later deadline; one that closed opens again. */
export const extendDeadline = ({ id, biddingClosesAt }: DeadlineChange) =>
  apiRequest(z.unknown(), {
    method: 'PUT',
    url: endpoints.inquiries.deadline(id),
    data: { biddingClosesAt },
  }).then(() => undefined);

/** The answer is not read: the inquiry, its lists and its activity are fetched again. */
export const useExtendDeadline = mutationHook(extendDeadline, [inquiryKeys.all]);
