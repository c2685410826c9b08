import { z } from 'zod/mini';
import { USER_STATUSES } from '@/config/enums';
import { emailField, nameField, newPasswordField, surnameField } from '@/lib/field-schemas';
import { maybe, openEnum, withFieldNames } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';
import { MEMBER_FIELD_NAMES } from './member-field-names';

export const memberSchema = withFieldNames(
  MEMBER_FIELD_NAMES,
  z.object({
    id: z.number(),
    name: maybe(z.string()),
    surname: maybe(z.string()),
    email: maybe(z.string()),
    status: maybe(openEnum(USER_STATUSES)),
    createdAt: maybe(z.string()),
    /** The caller: it cannot deactivate itself. Absent reads as someone else. */
    isSelf: maybe(z.boolean()),
  }),
);
export type Member = z.infer<typeof memberSchema>;
export const memberPageSchema = pageSchema(memberSchema, 'GET /organization/members');

/** The name as shown and said in labels: what the server gave, or '—'. */
export const memberFullName = (member: Pick<Member, 'name' | 'surname'>, missing: string) =>
  [member.name, member.surname].filter(Boolean).join(' ') || missing;

export const memberCreateSchema = z.object({
  name: nameField(),
  surname: surnameField(),
  email: emailField(),
  temporaryPassword: newPasswordField(),
});
export type MemberCreateInput = z.infer<typeof memberCreateSchema>;

export const memberUpdateSchema = z.object({
  name: nameField(),
  surname: surnameField(),
  email: emailField(),
});
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export const memberStatusSchema = z.object({ status: z.enum(['ACTIVE', 'DEACTIVATED']) });
export type MemberStatusInput = z.infer<typeof memberStatusSchema>;

export type { MembersState as MemberListQuery } from './members-url-state';
