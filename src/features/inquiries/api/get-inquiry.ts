import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema } from '../schemas';

/** 'carrier' reads through the spec's GET /api/bids/inquiry/{id}; everyone else through /inquiries/{id}. */
export type InquiryReader = 'owner' | 'carrier';

export const getInquiry = (id: number, reader: InquiryReader = 'owner') =>
  apiRequest(inquiryDetailSchema, {
    method: 'GET',
    url: reader === 'carrier' ? endpoints.bids.inquiry(id) : endpoints.inquiries.one(id),
  });

export const getInquiryQueryOptions = (id: number, reader: InquiryReader = 'owner') =>
  queryOptions({ queryKey: ['inquiries', 'detail', id, reader], queryFn: () => getInquiry(id, reader) });

export const useInquiry = (id: number, reader: InquiryReader = 'owner') =>
  useQuery(getInquiryQueryOptions(id, reader));
