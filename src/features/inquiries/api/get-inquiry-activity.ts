import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { inquiryActivitySchema } from '../schemas';
import { inquiryKeys } from './query-keys';

/** GET /inquiries/{id}/activity: what happened to the inquiry, and who did it. */
const inquiryActivity = endpointRead(
  inquiryActivitySchema,
  endpoints.inquiries.activity,
  inquiryKeys.activity,
);
export const getInquiryActivityQueryOptions = inquiryActivity.options;

export const useInquiryActivity = (id: number) => useQuery(getInquiryActivityQueryOptions(id));
