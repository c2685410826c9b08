import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import { inquiryDetailSchema, type InquiryDetail, type InquiryDraftInput } from '../schemas';
import { inquiryKeys } from './query-keys';
import { updateInquiry } from './update-inquiry';

/** The importer's first save makes a draft. */
const createInquiry = (draft: InquiryDraftInput) =>
  apiRequest(inquiryDetailSchema, { method: 'POST', url: endpoints.inquiries.list, data: draft });

type DraftSave = { id: number | null; draft: InquiryDraftInput };

export function useSaveInquiryDraft({
  onSuccess,
  ...options
}: MutationCallerOptions<InquiryDetail, DraftSave> = {}) {
  const queryClient = useQueryClient();
  return useAppMutation({
    ...options,
    mutationFn: ({ id, draft }: DraftSave) =>
      id === null ? createInquiry(draft) : updateInquiry({ id, input: draft }),
    invalidates: [inquiryKeys.lists()],
    onSuccess: (saved, variables) => {
      queryClient.setQueryData(inquiryKeys.detail(saved.id, 'owner'), saved);
      return onSuccess?.(saved, variables);
    },
  });
}
