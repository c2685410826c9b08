import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryActivitySchema } from '../schemas';
import { inquiryKeys } from './query-keys';

/** GET /inquiries/{id}/activity: what happened to the inquiry, and who did it. */
export const getInquiryActivity = (id: number) =>
  apiRequest(inquiryActivitySchema, { method: 'GET', url: endpoints.inquiries.activity(id) });

export const getInquiryActivityQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.activity(id), queryFn: () => getInquiryActivity(id) });

export const useInquiryActivity = (id: number) => useQuery(getInquiryActivityQueryOptions(id));
