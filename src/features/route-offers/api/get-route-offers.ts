import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { routeOfferPageSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

const routeOffers = filteredRead(
  routeOfferPageSchema,
  endpoints.routes.offers,
  (params: ListParams) => params,
  routeOfferKeys.list,
);

export const useRouteOffers = routeOffers.use;
