import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { inquiryRatingSchema } from '../schemas';
import { ratingKeys } from './query-keys';

const inquiryRating = endpointRead(inquiryRatingSchema, endpoints.inquiries.rating, ratingKeys.ofInquiry);
export const getInquiryRatingQueryOptions = inquiryRating.options;

export const useInquiryRating = (inquiryId: number, enabled: boolean) =>
  useQuery({ ...getInquiryRatingQueryOptions(inquiryId), enabled });
