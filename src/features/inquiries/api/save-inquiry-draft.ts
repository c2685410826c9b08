import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { inquiryDetailSchema, type InquiryDraftInput } from '../schemas';

/** Creates the draft on first save (POST /inquiries), then updates it (PUT /inquiries/{id}). */
export const saveInquiryDraft = ({ id, draft }: { id: number | null; draft: InquiryDraftInput }) =>
  apiRequest(inquiryDetailSchema, {
    method: id === null ? 'POST' : 'PUT',
    url: id === null ? endpoints.inquiries.list : endpoints.inquiries.one(id),
    data: draft,
  });

export function useSaveInquiryDraft(
  options: { onSuccess?: (saved: Awaited<ReturnType<typeof saveInquiryDraft>>) => void } = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess } = options;
  return useMutation({
    mutationFn: saveInquiryDraft,
    onSuccess: async (saved) => {
      queryClient.setQueryData(['inquiries', 'detail', saved.id, 'owner'], saved);
      await queryClient.invalidateQueries({ queryKey: ['inquiries', 'list'] });
      onSuccess?.(saved);
    },
  });
}
