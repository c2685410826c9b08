import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { routeOfferSchema, type RouteOfferInput } from '../schemas';
import { routeOfferKeys } from './query-keys';

type RouteOfferUpdate = { id: number; input: RouteOfferInput };

/** PUT /route-offers/{id} (its carrier); a withdrawn offer edited goes back on the market. */
export const updateRouteOffer = ({ id, input }: RouteOfferUpdate) =>
  apiRequest(routeOfferSchema, { method: 'PUT', url: endpoints.routes.offer(id), data: input });

export const useUpdateRouteOffer = mutationHook(updateRouteOffer, [routeOfferKeys.all]);
