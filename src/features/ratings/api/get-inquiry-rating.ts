import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryRatingSchema } from '../schemas';
import { ratingKeys } from './query-keys';

/** GET /inquiries/{id}/rating: whether the shipment's carrier may be rated, and the rating if given. */
export const getInquiryRating = (inquiryId: number) =>
  apiRequest(inquiryRatingSchema, { method: 'GET', url: endpoints.inquiries.rating(inquiryId) });

export const getInquiryRatingQueryOptions = (inquiryId: number) =>
  queryOptions({ queryKey: ratingKeys.ofInquiry(inquiryId), queryFn: () => getInquiryRating(inquiryId) });

export const useInquiryRating = (inquiryId: number, enabled: boolean) =>
  useQuery({ ...getInquiryRatingQueryOptions(inquiryId), enabled });
