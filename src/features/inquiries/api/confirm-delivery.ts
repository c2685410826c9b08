import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema } from '../schemas';

/** POST /inquiries/{id}/confirm-delivery: the importer confirms a delivered shipment; it is completed. */
export const confirmDelivery = (id: number) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.confirmDelivery(id) });

export function useConfirmDelivery(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inquiries'] }),
        queryClient.invalidateQueries({ queryKey: ['bids'] }),
      ]);
      onSuccess?.();
    },
  });
}
