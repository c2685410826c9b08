import { z } from 'zod/mini';
import { TEXT_MAX } from '@/config/limits';
import {
  boundedText,
  countryField,
  emailField,
  fieldMsg,
  nameField,
  newPasswordField,
  passwordsMatch,
  phoneField,
  requiredText,
  surnameField,
  textField,
} from '@/lib/field-schemas';

const msg = fieldMsg;

export const loginSchema = z.object({
  email: emailField(),
  password: textField().check(z.minLength(1, msg.required)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    organizationType: z.enum(['IMPORTER', 'LOGISTIC'], { error: msg.required }),
    organizaName: boundedText(TEXT_MAX.organizationName),
    orgRegNumber: boundedText(TEXT_MAX.registrationNumber),
    countryCode: countryField(),
    phoneNumber: phoneField(),
    name: nameField(),
    surname: surnameField(),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: textField().check(z.minLength(1, msg.required)),
  })
  .check(passwordsMatch('password'));
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: requiredText(),
    password: newPasswordField(),
    confirmPassword: textField().check(z.minLength(1, msg.required)),
  })
  .check(passwordsMatch('password'));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

/** The answer of the password-reset calls. */
export const okSchema = z.object({ ok: z.literal(true) });
