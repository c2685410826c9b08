import { z } from 'zod/mini';
import { textToHtml } from '@/lib/safe-html';
import { uploadedAttachmentSchema } from '@/lib/upload-attachment';
import {
  MAIL_BODY_MAX,
  MAIL_MAX_ATTACHMENTS,
  MAIL_SUBJECT_MAX,
  mailInputSchema,
  mailMsg,
  type MailInput,
} from './schemas';

export const composeSchema = z.object({
  toOrganizationId: z.nullable(z.number()).check(z.refine((id) => id !== null, mailMsg.required)),
  subject: mailInputSchema.shape.subject,
  text: z.string().check(
    z.refine((text) => text.trim() !== '', mailMsg.required),
    z.refine((text) => textToHtml(text).length <= MAIL_BODY_MAX, mailMsg.bodyTooLong),
  ),
  attachments: z
    .array(uploadedAttachmentSchema)
    .check(z.maxLength(MAIL_MAX_ATTACHMENTS, mailMsg.tooManyFiles)),
});
export type ComposeValues = z.infer<typeof composeSchema>;

export const emptyCompose: ComposeValues = { toOrganizationId: null, subject: '', text: '', attachments: [] };

export function toMailInput(values: ComposeValues, replyToId: number | null): MailInput {
  return {
    toOrganizationId: values.toOrganizationId ?? 0,
    subject: values.subject.trim(),
    bodyHtml: textToHtml(values.text),
    attachmentIds: values.attachments.map((file) => file.id),
    replyToId,
  };
}

/** 'Re: ' once, however long the thread, within the subject's limit. */
export function replySubject(subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return reply.slice(0, MAIL_SUBJECT_MAX);
}
