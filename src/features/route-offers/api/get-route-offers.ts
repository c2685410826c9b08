import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { routeOfferPageSchema, type RouteOfferQuery } from '../schemas';
import { routeOfferKeys } from './query-keys';

/** GET /route-offers: the market, or (`mine`) a carrier's own; page one-based here, zero-based on the wire. */
const routeOffers = filteredRead(
  routeOfferPageSchema,
  endpoints.routes.offers,
  routeOfferKeys.list,
  ({ page, size, ...filters }: RouteOfferQuery) => listParams(page, size, filters),
);

export const useRouteOffers = (query: RouteOfferQuery) => useQuery(routeOffers.options(query));
