import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { readWithStandIn } from '@/lib/server-features';
import { inquiryDetailSchema } from '../schemas';
import { getCarrierInquiry, getCarrierInquiryQueryOptions } from './get-carrier-inquiry';
import { inquiryKeys, type InquiryReader } from './query-keys';

export type { InquiryReader } from './query-keys';

/** As the owner or an admin reads it; a server without it is asked GET /api/bids/inquiry/{id}. */
export const getInquiry = (id: number) =>
  readWithStandIn(
    { collection: endpoints.inquiries.list, one: true },
    () => apiRequest(inquiryDetailSchema, { method: 'GET', url: endpoints.inquiries.one(id) }),
    () => getCarrierInquiry(id),
  );

export const getInquiryQueryOptions = (id: number) =>
  queryOptions({ queryKey: inquiryKeys.detail(id, 'owner'), queryFn: () => getInquiry(id) });

/** A carrier reads an inquiry through the spec's own call; everyone else through /inquiries/{id}. */
export const useInquiry = (id: number, reader: InquiryReader = 'owner') =>
  useQuery(reader === 'carrier' ? getCarrierInquiryQueryOptions(id) : getInquiryQueryOptions(id));
