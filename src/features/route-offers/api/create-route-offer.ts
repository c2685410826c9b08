import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { routeOfferSchema, type RouteOffer, type RouteOfferInput } from '../schemas';
import { routeOfferKeys } from './query-keys';

export const createRouteOffer = (input: RouteOfferInput) =>
  apiRequest(routeOfferSchema, { method: 'POST', url: endpoints.routes.offers, data: input });

export const useCreateRouteOffer = (options: MutationCallerOptions<RouteOffer, RouteOfferInput> = {}) =>
  useAppMutation({ mutationFn: createRouteOffer, invalidates: [routeOfferKeys.all], ...options });
