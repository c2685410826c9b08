import { z } from 'zod';
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

const required = () => z.string({ error: msg.required }).trim().min(1, msg.required);
const email = () => required().pipe(z.email({ error: msg.email }));
const newPassword = () => z.string({ error: msg.required }).min(1, msg.required).min(PASSWORD_MIN_LENGTH, msg.passwordMin);

export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: msg.required }).min(1, msg.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    organizationType: z.enum(['IMPORTER', 'LOGISTIC'], { error: msg.required }),
    organizaName: required(),
    orgRegNumber: required(),
    countryCode: z.number({ error: msg.required }).int().positive(msg.required),
    phoneNumber: z.string({ error: msg.required }).regex(PHONE_PATTERN, msg.required),
    name: required().min(NAME_MIN_LENGTH, msg.nameMin),
    surname: required().min(NAME_MIN_LENGTH, msg.surnameMin),
    email: email(),
    password: newPassword(),
    confirmPassword: z.string({ error: msg.required }).min(1, msg.required),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: msg.passwordsMatch });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: required(),
    password: newPassword(),
    confirmPassword: z.string({ error: msg.required }).min(1, msg.required),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: msg.passwordsMatch });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What every sign-in answers: the two tokens of spec §3. */
export const tokensSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type Tokens = z.infer<typeof tokensSchema>;
