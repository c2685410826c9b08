import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { carrierProfileAnswerSchema, type CarrierProfileAnswer, type CarrierProfileInput } from '../schemas';
import { getCarrierProfileQueryOptions } from './get-carrier-profile';

export const updateCarrierProfile = (input: CarrierProfileInput) =>
  apiRequest(carrierProfileAnswerSchema, {
    method: 'PUT',
    url: endpoints.organization.carrierProfile,
    data: input,
  });

/** The answer replaces the cached profile, so a waiting bid sees it at once. */
export function useUpdateCarrierProfile(
  options: MutationCallerOptions<CarrierProfileAnswer, CarrierProfileInput> = {},
) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (input: CarrierProfileInput) => {
      const answer = await updateCarrierProfile(input);
      queryClient.setQueryData(getCarrierProfileQueryOptions().queryKey, answer);
      return answer;
    },
    ...options,
  });
}
