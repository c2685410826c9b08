import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { bidHistorySchema } from '../schemas';
import { bidKeys } from './query-keys';

export const getBidHistory = (bidId: number) =>
  apiRequest(bidHistorySchema, { method: 'GET', url: endpoints.bids.history(bidId) });

export const getBidHistoryQueryOptions = (bidId: number) =>
  queryOptions({ queryKey: bidKeys.history(bidId), queryFn: () => getBidHistory(bidId) });

export const useBidHistory = (bidId: number | null) =>
  useQuery({ ...getBidHistoryQueryOptions(bidId ?? 0), enabled: bidId !== null });
