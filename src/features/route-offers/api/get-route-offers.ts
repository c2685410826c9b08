import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { routeOfferPageSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

/** GET /route-offers: the market, or (`mine`) a carrier's own (route-offers-url-state's requests). */
const routeOffers = filteredRead(
  routeOfferPageSchema,
  endpoints.routes.offers,
  (params: ListParams) => params,
  routeOfferKeys.list,
);

export const useRouteOffers = routeOffers.use;
