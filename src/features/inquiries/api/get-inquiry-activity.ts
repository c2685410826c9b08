import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryActivitySchema } from '../schemas';

export const getInquiryActivity = (id: number) =>
  apiRequest(inquiryActivitySchema, { method: 'GET', url: endpoints.inquiries.activity(id) });

export const getInquiryActivityQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['inquiries', 'activity', id], queryFn: () => getInquiryActivity(id) });

export const useInquiryActivity = (id: number) => useQuery(getInquiryActivityQueryOptions(id));
