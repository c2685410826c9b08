import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { routeOfferSchema } from '../schemas';
import { routeOfferKeys } from './query-keys';

export const withdrawRouteOffer = (id: number) =>
  apiRequest(routeOfferSchema, { method: 'DELETE', url: endpoints.routes.offer(id) });

export const useWithdrawRouteOffer = mutationHook(withdrawRouteOffer, [routeOfferKeys.all]);
