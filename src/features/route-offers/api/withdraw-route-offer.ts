import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { routeOfferSchema, type RouteOffer } from '../schemas';
import { routeOfferKeys } from './query-keys';

/** DELETE /route-offers/{id}: the offer leaves the market. */
export const withdrawRouteOffer = (id: number) =>
  apiRequest(routeOfferSchema, { method: 'DELETE', url: endpoints.routes.offer(id) });

export const useWithdrawRouteOffer = (options: MutationCallerOptions<RouteOffer, number> = {}) =>
  useAppMutation({ mutationFn: withdrawRouteOffer, invalidates: [routeOfferKeys.all], ...options });
