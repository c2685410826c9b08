import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from './api-client';
import { useAppMutation } from './mutation';

export const uploadedAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});

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

/** Nothing to invalidate: the file belongs to nothing until a draft or a message names it. */
export const useUploadAttachment = () => useAppMutation({ mutationFn: uploadAttachment, parallel: true });
