import { z } from 'zod/mini';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@/config/limits';

// Form schemas shared by the sign-in screens and the demo backend's validation. Messages are
// translation keys; the form shows them in the user's language.

export const msg = {
  required: 'common:text.field_required',
  email: 'validation:email',
  nameMin: 'validation:nameMin',
  surnameMin: 'validation:surnameMin',
  passwordMin: 'validation:passwordMin',
  passwordsMatch: 'validation:passwordsMatch',
} as const;

const text = () => z.string({ error: msg.required });
const required = () => text().check(z.trim(), z.minLength(1, msg.required));
const atLeast = (length: number, message: string) =>
  text().check(z.trim(), z.minLength(1, msg.required), z.minLength(length, message));
const email = () => z.pipe(required(), z.email({ error: msg.email }));
const newPassword = () =>
  text().check(z.minLength(1, msg.required), z.minLength(PASSWORD_MIN_LENGTH, msg.passwordMin));
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  {
    path: ['confirmPassword'],
    message: msg.passwordsMatch,
  },
);

export const loginSchema = z.object({
  email: email(),
  password: text().check(z.minLength(1, msg.required)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    organizationType: z.enum(['IMPORTER', 'LOGISTIC'], { error: msg.required }),
    organizaName: required(),
    orgRegNumber: required(),
    countryCode: z.number({ error: msg.required }).check(z.int(), z.positive(msg.required)),
    phoneNumber: text().check(z.regex(PHONE_PATTERN, msg.required)),
    name: atLeast(NAME_MIN_LENGTH, msg.nameMin),
    surname: atLeast(NAME_MIN_LENGTH, msg.surnameMin),
    email: email(),
    password: newPassword(),
    confirmPassword: text().check(z.minLength(1, msg.required)),
  })
  .check(passwordsMatch);
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: required(),
    password: newPassword(),
    confirmPassword: text().check(z.minLength(1, msg.required)),
  })
  .check(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What every sign-in answers: the two tokens of spec §3. */
export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type Tokens = z.infer<typeof tokensSchema>;
