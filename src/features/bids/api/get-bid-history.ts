import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { bidHistorySchema } from '../schemas';
import { bidKeys } from './query-keys';

const bidHistory = endpointRead(bidHistorySchema, endpoints.bids.history, bidKeys.history);
export const getBidHistoryQueryOptions = bidHistory.options;

export const useBidHistory = (bidId: number | null) =>
  useQuery({ ...getBidHistoryQueryOptions(bidId ?? 0), enabled: bidId !== null });
