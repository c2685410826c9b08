import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { routeOfferPageSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

const routeOffers = sentRead(routeOfferPageSchema, endpoints.routes.offers, routeOfferKeys.list);

export const useRouteOffers = routeOffers.use;
