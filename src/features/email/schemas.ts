import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { MESSAGE_LIMIT_SEPARATOR, TEXT_MAX } from '@/config/limits';
import { fieldMsg } from '@/lib/field-schemas';
import { listOrEmpty, maybe, openEnum } from '@/lib/lenient';
import { listSchema, pageSchema } from '@/lib/page';

export const MAIL_FOLDERS = ['inbox', 'sent'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_SUBJECT_MAX = TEXT_MAX.mailSubject;
export const MAIL_BODY_MAX = TEXT_MAX.mailBody;
export const MAIL_MAX_ATTACHMENTS = 5;

export const mailMsg = {
  required: fieldMsg.required,
  subjectTooLong: `email:validation.subjectTooLong${MESSAGE_LIMIT_SEPARATOR}${MAIL_SUBJECT_MAX}`,
  bodyTooLong: `email:validation.bodyTooLong${MESSAGE_LIMIT_SEPARATOR}${MAIL_BODY_MAX}`,
  tooManyFiles: `email:validation.tooManyFiles${MESSAGE_LIMIT_SEPARATOR}${MAIL_MAX_ATTACHMENTS}`,
} as const;

const party = z.object({
  organizationId: maybe(z.number()),
  organizationName: maybe(z.string()),
  userName: maybe(z.string()),
});
export type MailParty = z.infer<typeof party>;

export const mailSummarySchema = z.object({
  id: z.number(),
  subject: maybe(z.string()),
  /** Plain text, tags removed: for the list. */
  snippet: maybe(z.string()),
  from: maybe(party),
  to: maybe(party),
  sentAt: maybe(z.string()),
  read: maybe(z.boolean()),
  hasAttachments: maybe(z.boolean()),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailPageSchema = pageSchema(mailSummarySchema, 'GET /mail');

export const mailSchema = z.object({
  ...mailSummarySchema.shape,
  bodyHtml: maybe(z.string()),
  attachments: listOrEmpty(
    z.object({ id: z.string(), name: maybe(z.string()), size: maybe(z.number()), type: maybe(z.string()) }),
  ),
  replyToId: maybe(z.number()),
  /** Whether the caller received it (and may reply) or sent it; only 'inbox' offers a reply. */
  folder: maybe(openEnum(MAIL_FOLDERS)),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailInputSchema = z.object({
  toOrganizationId: z.number({ error: mailMsg.required }),
  subject: z
    .string({ error: mailMsg.required })
    .check(z.trim(), z.minLength(1, mailMsg.required), z.maxLength(MAIL_SUBJECT_MAX, mailMsg.subjectTooLong)),
  bodyHtml: z
    .string({ error: mailMsg.required })
    .check(z.minLength(1, mailMsg.required), z.maxLength(MAIL_BODY_MAX, mailMsg.bodyTooLong)),
  attachmentIds: z.array(z.string()).check(z.maxLength(MAIL_MAX_ATTACHMENTS, mailMsg.tooManyFiles)),
  replyToId: z.nullable(z.number()),
});
export type MailInput = z.infer<typeof mailInputSchema>;

const contactSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: maybe(openEnum(ORGANIZATION_TYPES)),
});
export const contactsSchema = listSchema(contactSchema, 'GET /mail/contacts');
export type Contact = z.infer<typeof contactSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
