import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { exchangeRatesSchema } from '@/lib/exchange-rates';
import { endpointRead } from '@/lib/filtered-read';
import { bidKeys } from './query-keys';

const RATES_STALE_MS = 60 * 60 * 1000;

const rates = endpointRead(exchangeRatesSchema, endpoints.exchangeRates, bidKeys.exchangeRates, {
  staleTime: RATES_STALE_MS,
});

/** The rates, asked for only while bids are compared in one currency. */
export const useExchangeRates = (enabled: boolean) => useQuery({ ...rates.options(), enabled });
