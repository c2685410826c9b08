import { z } from 'zod/mini';
import { USER_STATUSES } from '@/config/enums';
import { emailField, nameField, newPasswordField, surnameField } from '@/lib/field-schemas';
import { pageSchema } from '@/lib/page';

// The organisation's members (spec §3 'Member', §5): name and surname at least 3 characters, a
// temporary password at least 8. The forms and the demo backend validate with these schemas.

export const memberSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  /** The caller: it cannot deactivate itself. */
  isSelf: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberPageSchema = pageSchema(memberSchema);

/** POST /organization/members: the new member signs in with the temporary password. */
export const memberCreateSchema = z.object({
  name: nameField(),
  surname: surnameField(),
  email: emailField(),
  temporaryPassword: newPasswordField(),
});
export type MemberCreateInput = z.infer<typeof memberCreateSchema>;

/** PUT /organization/members/{id} ('update member information'). */
export const memberUpdateSchema = z.object({
  name: nameField(),
  surname: surnameField(),
  email: emailField(),
});
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** PUT /organization/members/{id}/status: deactivate a member, or let them back in. */
export const memberStatusSchema = z.object({ status: z.enum(['ACTIVE', 'DEACTIVATED']) });
export type MemberStatusInput = z.infer<typeof memberStatusSchema>;

/** GET /organization/members query: page one-based in the URL, zero-based on the wire. */
export type MemberListQuery = {
  search: string;
  status: '' | (typeof USER_STATUSES)[number];
  page: number;
  size: number;
};
