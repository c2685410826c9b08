import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { billingSummarySchema } from '../schemas';
import { billingKeys } from './query-keys';

export const getBillingSummary = () =>
  apiRequest(billingSummarySchema, { method: 'GET', url: endpoints.billing.summary });

export const getBillingSummaryQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.summary(), queryFn: getBillingSummary });

export const useBillingSummary = () => useQuery(getBillingSummaryQueryOptions());
