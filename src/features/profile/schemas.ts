import { z } from 'zod/mini';
import { ORGANIZATION_TYPES } from '@/config/enums';
import {
  fieldMsg,
  nameField,
  newPasswordField,
  passwordsMatch,
  surnameField,
  textField,
} from '@/lib/field-schemas';
import { maybe, openEnum } from '@/lib/lenient';

export const meSchema = z.object({
  id: z.number(),
  name: maybe(z.string()),
  surname: maybe(z.string()),
  email: maybe(z.string()),
  organizationId: maybe(z.number()),
  organizationName: maybe(z.string()),
  organizationType: maybe(openEnum(ORGANIZATION_TYPES)),
  suspended: maybe(z.boolean()),
  status: maybe(z.string()),
  createdAt: maybe(z.string()),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /users/me: the email is the sign-in name and stays as it is. */
export const profileUpdateSchema = z.object({ name: nameField(), surname: surnameField() });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PUT /users/me/password: the session continues after it; the other sessions end. */
export const passwordChangeSchema = z
  .object({
    currentPassword: textField().check(z.minLength(1, fieldMsg.required)),
    newPassword: newPasswordField(),
    confirmPassword: textField().check(z.minLength(1, fieldMsg.required)),
  })
  .check(passwordsMatch('newPassword'));
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
