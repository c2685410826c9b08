import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema } from '../schemas';
import { inquiryKeys } from './query-keys';

export const getCarrierInquiry = (id: number) =>
  apiRequest(inquiryDetailSchema, { method: 'GET', url: endpoints.bids.inquiry(id) });

export const getCarrierInquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.detail(id, 'carrier'), queryFn: () => getCarrierInquiry(id) });
