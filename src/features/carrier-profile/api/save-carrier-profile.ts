import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { carrierProfileAnswerSchema, type CarrierProfileInput } from '../schemas';

/** PUT /logistic/profile; the answer replaces the cached profile so a waiting bid sees it at once. */
export const saveCarrierProfile = (input: CarrierProfileInput) =>
  apiRequest(carrierProfileAnswerSchema, {
    method: 'PUT',
    url: endpoints.organization.carrierProfile,
    data: input,
  });

export function useSaveCarrierProfile(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarrierProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(['carrier-profile'], answer);
      onSuccess?.();
    },
  });
}
