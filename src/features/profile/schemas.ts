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

// The signed-in person's profile and password (spec §2 'Profile areas').

/** GET /users/me. */
export const meSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  organizationId: z.number(),
  organizationName: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  suspended: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
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
