import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { promoCodePageSchema, promoCodeSchema, type PromoCodeInput, type PromoCodeQuery } from '../schemas';

// The admin's promo codes: list, create, edit, expire.

export const getPromoCodes = (query: PromoCodeQuery) =>
  apiRequest(promoCodePageSchema, {
    method: 'GET',
    url: endpoints.promoCodes.list,
    params: {
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
      ...(query.state ? { state: query.state } : {}),
    },
  });
export const promoCodesQueryOptions = (query: PromoCodeQuery) =>
  queryOptions({
    queryKey: ['promo-codes', query],
    queryFn: () => getPromoCodes(query),
    placeholderData: keepPreviousData,
  });
export const usePromoCodes = (query: PromoCodeQuery) => useQuery(promoCodesQueryOptions(query));

export const createPromoCode = (input: PromoCodeInput) =>
  apiRequest(promoCodeSchema, { method: 'POST', url: endpoints.promoCodes.list, data: input });
export const updatePromoCode = ({ id, input }: { id: number; input: PromoCodeInput }) =>
  apiRequest(promoCodeSchema, { method: 'PUT', url: endpoints.promoCodes.one(id), data: input });
export const expirePromoCode = (id: number) =>
  apiRequest(promoCodeSchema, { method: 'POST', url: endpoints.promoCodes.expire(id) });

function usePromoMutation<V>(
  mutationFn: (v: V) => ReturnType<typeof createPromoCode>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['promo-codes'] });
      onSuccess?.();
    },
  });
}

export const useCreatePromoCode = (onSuccess?: () => void) => usePromoMutation(createPromoCode, onSuccess);
export const useUpdatePromoCode = (onSuccess?: () => void) => usePromoMutation(updatePromoCode, onSuccess);
export const useExpirePromoCode = (onSuccess?: () => void) => usePromoMutation(expirePromoCode, onSuccess);
