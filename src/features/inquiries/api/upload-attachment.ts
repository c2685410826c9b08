import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';

export const uploadedAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('fileName', file.name);
  return apiRequest(uploadedAttachmentSchema, {
    method: 'POST',
    url: endpoints.attachmentsUpload,
    data: form,
  });
}

export const useUploadAttachment = () => useMutation({ mutationFn: uploadAttachment });
