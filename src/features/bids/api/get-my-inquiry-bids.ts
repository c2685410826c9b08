import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { myInquiryBidsSchema } from '../schemas';

/**
 * GET /api/bids/mine/{inquiryId} (designed, feature `myBids`): the carrier's own bids on one
 * inquiry, and whether it may bid again.
 */
export const getMyInquiryBids = (inquiryId: number) =>
  apiRequest(myInquiryBidsSchema, { method: 'GET', url: endpoints.bids.mine(inquiryId) });

export const myInquiryBidsQueryOptions = (inquiryId: number) =>
  queryOptions({ queryKey: ['bids', 'mine', inquiryId], queryFn: () => getMyInquiryBids(inquiryId) });

/** `enabled: false` waits (or asks nothing, on a server known to lack the endpoint). */
export const useMyInquiryBids = (inquiryId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myInquiryBidsQueryOptions(inquiryId), enabled });
