import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { routeOfferPageSchema, type RouteOfferQuery } from '../schemas';
import { routeOfferKeys } from './query-keys';

/** GET /route-offers: the market, or (`mine`) a carrier's own; page one-based here, zero-based on the wire. */
export const getRouteOffers = (query: RouteOfferQuery) =>
  apiRequest(routeOfferPageSchema, {
    method: 'GET',
    url: endpoints.routes.offers,
    params: {
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.mine ? { mine: true } : {}),
      ...(query.pickupCountryId ? { pickupCountryId: query.pickupCountryId } : {}),
      ...(query.deliveryCountryId ? { deliveryCountryId: query.deliveryCountryId } : {}),
      ...(query.mode ? { mode: query.mode } : {}),
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
    },
  });

export const getRouteOffersQueryOptions = (query: RouteOfferQuery) =>
  queryOptions({
    queryKey: routeOfferKeys.list(query),
    queryFn: () => getRouteOffers(query),
    placeholderData: keepPreviousData,
  });

export const useRouteOffers = (query: RouteOfferQuery) => useQuery(getRouteOffersQueryOptions(query));
