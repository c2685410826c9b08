import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { exchangeRatesSchema } from '@/lib/exchange-rates';
import { bidKeys } from './query-keys';

const RATES_STALE_MS = 60 * 60 * 1000;

export const getExchangeRates = () =>
  apiRequest(exchangeRatesSchema, { method: 'GET', url: endpoints.exchangeRates });

export const getExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: bidKeys.exchangeRates(),
    queryFn: getExchangeRates,
    staleTime: RATES_STALE_MS,
  });

/** The rates, asked for only while bids are compared in one currency. */
export const useExchangeRates = (enabled: boolean) =>
  useQuery({ ...getExchangeRatesQueryOptions(), enabled });
