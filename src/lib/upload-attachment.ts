import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from './api-client';
import { useAppMutation } from './mutation';

// POST /attachments, the one upload endpoint: an inquiry's documents and a mail's attachments go up
// through it first, and the inquiry or the message then names each file by the id it answers. The
// server refuses files that are too big or of a type it does not take.

export const uploadedAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});

export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  // Some multipart encoders drop a File's own name; the server reads this field first.
  form.append('fileName', file.name);
  return apiRequest(uploadedAttachmentSchema, {
    method: 'POST',
    url: endpoints.attachmentsUpload,
    data: form,
  });
}

/** Nothing to invalidate: the file belongs to nothing until a draft or a message names it. */
export const useUploadAttachment = () => useAppMutation({ mutationFn: uploadAttachment, parallel: true });
