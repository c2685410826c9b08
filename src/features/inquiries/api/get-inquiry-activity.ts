import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { inquiryActivitySchema } from '../schemas';
import { inquiryKeys } from './query-keys';

const inquiryActivity = endpointRead(
  inquiryActivitySchema,
  endpoints.inquiries.activity,
  inquiryKeys.activity,
);
export const getInquiryActivityQueryOptions = inquiryActivity.options;

export const useInquiryActivity = (id: number) => useQuery(getInquiryActivityQueryOptions(id));
