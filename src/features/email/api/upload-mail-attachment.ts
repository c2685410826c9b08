import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';

// A mail's attachment goes up through the shared upload endpoint first; the message then names it
// by id. The server refuses files that are too big or of a type it does not take.

export const mailAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export function uploadMailAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  // Some multipart encoders drop a File's own name; the server reads this field first.
  form.append('fileName', file.name);
  return apiRequest(mailAttachmentSchema, { method: 'POST', url: endpoints.attachmentsUpload, data: form });
}

export const useUploadMailAttachment = () => useMutation({ mutationFn: uploadMailAttachment });
