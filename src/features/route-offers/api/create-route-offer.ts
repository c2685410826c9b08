import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { routeOfferSchema, type RouteOfferInput } from '../schemas';
import { routeOfferKeys } from './query-keys';

export const createRouteOffer = (input: RouteOfferInput) =>
  apiRequest(routeOfferSchema, { method: 'POST', url: endpoints.routes.offers, data: input });

export const useCreateRouteOffer = mutationHook(createRouteOffer, [routeOfferKeys.all]);
