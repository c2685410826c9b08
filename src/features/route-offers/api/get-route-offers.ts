import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { routeOfferPageSchema, type RouteOfferQuery } from '../schemas';
import { routeOfferKeys } from './query-keys';

/** GET /route-offers: the market, or (`mine`) a carrier's own; page one-based here, zero-based on the wire. */
export const getRouteOffers = (query: RouteOfferQuery) =>
  apiRequest(routeOfferPageSchema, {
    method: 'GET',
    url: endpoints.routes.offers,
    params: listParams(query.page, query.size, {
      mine: query.mine,
      pickupCountryId: query.pickupCountryId,
      deliveryCountryId: query.deliveryCountryId,
      mode: query.mode,
      search: query.search,
    }),
  });

export const getRouteOffersQueryOptions = (query: RouteOfferQuery) =>
  queryOptions({
    queryKey: routeOfferKeys.list(query),
    queryFn: () => getRouteOffers(query),
    placeholderData: keepPreviousData,
  });

export const useRouteOffers = (query: RouteOfferQuery) => useQuery(getRouteOffersQueryOptions(query));
