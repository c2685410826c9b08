import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { fieldMsg } from '@/lib/field-schemas';
import { pageSchema } from '@/lib/page';

// Mail between organisations (docs/api.md 'Mail'). Bodies are HTML written by the sender's client;
// every reader sanitises them before showing them (src/lib/safe-html.ts).

export const MAIL_FOLDERS = ['inbox', 'sent'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 20_000;
export const MAIL_MAX_ATTACHMENTS = 5;

export const mailMsg = {
  required: fieldMsg.required,
  subjectTooLong: 'email:validation.subjectTooLong',
  bodyTooLong: 'email:validation.bodyTooLong',
  tooManyFiles: 'email:validation.tooManyFiles',
} as const;

const party = z.object({
  organizationId: z.number(),
  organizationName: z.string(),
  userName: z.nullable(z.string()),
});

export const mailSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  /** Plain text, tags removed: for the list. */
  snippet: z.string(),
  from: party,
  to: party,
  sentAt: z.string(),
  read: z.boolean(),
  hasAttachments: z.boolean(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailPageSchema = pageSchema(mailSummarySchema);

export const mailSchema = z.object({
  ...mailSummarySchema.shape,
  bodyHtml: z.string(),
  attachments: z.array(z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() })),
  replyToId: z.nullable(z.number()),
  /** Whether the caller received it (and may reply) or sent it. */
  folder: z.enum(MAIL_FOLDERS),
});
export type Mail = z.infer<typeof mailSchema>;

/** POST /mail. */
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

/** GET /mail/contacts: the other side of the caller's inquiries or bids. */
export const contactsSchema = z.array(
  z.object({ id: z.number(), name: z.string(), type: z.enum(ORGANIZATION_TYPES) }),
);
export type Contact = z.infer<typeof contactsSchema>[number];

export const unreadCountSchema = z.object({ count: z.number() });

export type MailListQuery = { folder: MailFolder; search: string; page: number; size: number };
