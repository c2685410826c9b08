import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema, type InquiryInput } from '../schemas';

export const submitInquiry = ({ id, input }: { id: number; input: InquiryInput }) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.submit(id), data: input });

export function useSubmitInquiry(
  options: { onSuccess?: (sent: Awaited<ReturnType<typeof submitInquiry>>) => void } = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess } = options;
  return useMutation({
    mutationFn: submitInquiry,
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: ['inquiries'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onSuccess?.(sent);
    },
  });
}
