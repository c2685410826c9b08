import { endpoints } from '@/config/endpoints';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { inquiryRatingSchema, type RatingInput } from '../schemas';
import { ratingKeys } from './query-keys';

type Variables = { inquiryId: number; input: RatingInput };

export const rateCarrier = ({ inquiryId, input }: Variables) =>
  apiRequest(inquiryRatingSchema, { method: 'PUT', url: endpoints.inquiries.rating(inquiryId), data: input });

export const useRateCarrier = mutationHook(rateCarrier, [ratingKeys.all, rootKey(QUERY_ROOTS.allBids)]);
