import { endpoints } from '@/config/endpoints';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { inquiryRatingSchema, type InquiryRating, type RatingInput } from '../schemas';
import { ratingKeys } from './query-keys';

type Variables = { inquiryId: number; input: RatingInput };

/** PUT /inquiries/{id}/rating: gives or changes the rating of the shipment's carrier. */
export const rateCarrier = ({ inquiryId, input }: Variables) =>
  apiRequest(inquiryRatingSchema, { method: 'PUT', url: endpoints.inquiries.rating(inquiryId), data: input });

export const useRateCarrier = (options: MutationCallerOptions<InquiryRating, Variables> = {}) =>
  useAppMutation({
    ...options,
    mutationFn: rateCarrier,
    // The carrier's average changes wherever bids show it.
    invalidates: () => [ratingKeys.all, rootKey(QUERY_ROOTS.allBids)],
  });
