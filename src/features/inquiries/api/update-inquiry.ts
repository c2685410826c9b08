import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema, type InquiryInput, type StatusUpdate } from '../schemas';
import type { ShipmentStep } from '@/config/enums';

// Admin edits (PUT /inquiries/{id}, PUT /inquiries/{id}/status) and shipment steps (PUT …/steps).

export const updateInquiry = ({ id, input }: { id: number; input: InquiryInput }) =>
  apiRequest(inquiryDetailSchema, { method: 'PUT', url: endpoints.inquiries.one(id), data: input });

export const updateInquiryStatus = ({ id, update }: { id: number; update: StatusUpdate }) =>
  apiRequest(inquiryDetailSchema, { method: 'PUT', url: endpoints.inquiries.status(id), data: update });

export const updateShipmentStep = ({ id, step, done }: { id: number; step: ShipmentStep; done: boolean }) =>
  apiRequest(inquiryDetailSchema, {
    method: 'PUT',
    url: endpoints.inquiries.steps(id),
    data: { step, done },
  });

function useInquiryMutation<V>(
  mutationFn: (variables: V) => ReturnType<typeof updateInquiry>,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // Lists, details and activity all show the change.
      await queryClient.invalidateQueries({ queryKey: ['inquiries'] });
      onSuccess?.();
    },
  });
}

export const useUpdateInquiry = (onSuccess?: () => void) => useInquiryMutation(updateInquiry, onSuccess);
export const useUpdateInquiryStatus = (onSuccess?: () => void) =>
  useInquiryMutation(updateInquiryStatus, onSuccess);
export const useUpdateShipmentStep = (onSuccess?: () => void) =>
  useInquiryMutation(updateShipmentStep, onSuccess);
