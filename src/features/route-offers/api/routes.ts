import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import {
  lanesSchema,
  routeOfferPageSchema,
  routeOfferSchema,
  type RouteOfferInput,
  type RouteOfferQuery,
} from '../schemas';

// The importer's lanes and the carriers' route offers.

export const getLanes = () => apiRequest(lanesSchema, { method: 'GET', url: endpoints.routes.lanes });
export const useLanes = () => useQuery({ queryKey: ['lanes', 'lanes'], queryFn: getLanes });

export const getRouteOffers = (query: RouteOfferQuery) =>
  apiRequest(routeOfferPageSchema, {
    method: 'GET',
    url: endpoints.routes.offers,
    params: {
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.mine ? { mine: true } : {}),
      ...(query.pickupCountryId ? { pickupCountryId: query.pickupCountryId } : {}),
      ...(query.deliveryCountryId ? { deliveryCountryId: query.deliveryCountryId } : {}),
      ...(query.mode ? { mode: query.mode } : {}),
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
    },
  });
export const routeOffersQueryOptions = (query: RouteOfferQuery) =>
  queryOptions({
    queryKey: ['lanes', 'offers', query],
    queryFn: () => getRouteOffers(query),
    placeholderData: keepPreviousData,
  });
export const useRouteOffers = (query: RouteOfferQuery) => useQuery(routeOffersQueryOptions(query));

export const createRouteOffer = (input: RouteOfferInput) =>
  apiRequest(routeOfferSchema, { method: 'POST', url: endpoints.routes.offers, data: input });
export const updateRouteOffer = ({ id, input }: { id: number; input: RouteOfferInput }) =>
  apiRequest(routeOfferSchema, { method: 'PUT', url: endpoints.routes.offer(id), data: input });
export const withdrawRouteOffer = (id: number) =>
  apiRequest(routeOfferSchema, { method: 'DELETE', url: endpoints.routes.offer(id) });

function useOfferMutation<V>(
  mutationFn: (v: V) => ReturnType<typeof createRouteOffer>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['lanes', 'offers'] });
      onSuccess?.();
    },
  });
}
export const useCreateRouteOffer = (onSuccess?: () => void) => useOfferMutation(createRouteOffer, onSuccess);
export const useUpdateRouteOffer = (onSuccess?: () => void) => useOfferMutation(updateRouteOffer, onSuccess);
export const useWithdrawRouteOffer = (onSuccess?: () => void) =>
  useOfferMutation(withdrawRouteOffer, onSuccess);
