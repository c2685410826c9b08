import { useQueryClient } from '@tanstack/react-query';
import { useAppMutation, type MutationCallerOptions } from '@/lib/mutation';
import type { InquiryDetail, InquiryDraftInput } from '../schemas';
import { createInquiry } from './create-inquiry';
import { inquiryKeys } from './query-keys';
import { updateInquiry } from './update-inquiry';

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
