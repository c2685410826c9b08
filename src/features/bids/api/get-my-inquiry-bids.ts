import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { myInquiryBidsSchema } from '../schemas';
import { bidKeys } from './query-keys';

const myInquiryBids = endpointRead(myInquiryBidsSchema, endpoints.bids.mine, bidKeys.mine);
export const getMyInquiryBidsQueryOptions = myInquiryBids.options;

/** `enabled: false` waits (or asks nothing, on a server known to lack the endpoint). */
export const useMyInquiryBids = (inquiryId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyInquiryBidsQueryOptions(inquiryId), enabled });
