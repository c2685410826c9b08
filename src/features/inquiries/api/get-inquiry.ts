import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema } from '../schemas';
import { getCarrierInquiryQueryOptions } from './get-carrier-inquiry';
import { inquiryKeys, type InquiryReader } from './query-keys';

export type { InquiryReader } from './query-keys';

/** GET /inquiries/{id}: one inquiry, as its owner or an admin reads it. */
export const getInquiry = (id: number) =>
  apiRequest(inquiryDetailSchema, { method: 'GET', url: endpoints.inquiries.one(id) });

export const getInquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.detail(id, 'owner'), queryFn: () => getInquiry(id) });

/** A carrier reads an inquiry through the spec's own call; everyone else through /inquiries/{id}. */
export const useInquiry = (id: number, reader: InquiryReader = 'owner') =>
  useQuery(reader === 'carrier' ? getCarrierInquiryQueryOptions(id) : getInquiryQueryOptions(id));
