import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { myInquiryBidsSchema } from '../schemas';
import { bidKeys } from './query-keys';

export const getMyInquiryBids = (inquiryId: number) =>
  apiRequest(myInquiryBidsSchema, { method: 'GET', url: endpoints.bids.mine(inquiryId) });

export const getMyInquiryBidsQueryOptions = (inquiryId: number) =>
  queryOptions({ queryKey: bidKeys.mine(inquiryId), queryFn: () => getMyInquiryBids(inquiryId) });

/** `enabled: false` waits (or asks nothing, on a server known to lack the endpoint). */
export const useMyInquiryBids = (inquiryId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyInquiryBidsQueryOptions(inquiryId), enabled });
