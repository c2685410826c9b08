import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { balancesSchema } from '../schemas';
import { billingKeys } from './query-keys';

export const getBalances = () =>
  apiRequest(balancesSchema, { method: 'GET', url: endpoints.billing.balances });

export const getBalancesQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.balances(), queryFn: getBalances });

export const useBalances = () => useQuery(getBalancesQueryOptions());
