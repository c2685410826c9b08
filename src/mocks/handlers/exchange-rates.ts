import { http } from 'msw';
import { endpoints } from '@/config/endpoints';
import { todayApiDate } from '@/lib/dates';
import type { ExchangeRates } from '@/lib/exchange-rates';
import { apiUrl, authedRead } from '../http';

const DEMO_RATES_PER_USD: ExchangeRates['rates'] = {
  AZN: 1.7,
  EUR: 0.86,
  TRY: 42.3,
  RUB: 79.5,
};

export const demoExchangeRates = (): ExchangeRates => ({
  base: 'USD',
  date: todayApiDate(),
  rates: DEMO_RATES_PER_USD,
});

export const exchangeRateHandlers = [
  http.get(
    apiUrl(endpoints.exchangeRates),
    authedRead(undefined, () => demoExchangeRates()),
  ),
];
