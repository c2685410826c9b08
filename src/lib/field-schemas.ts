import { z } from 'zod/mini';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@/config/limits';

// The field rules of spec §5, built once: sign-in, registration, members, profile and organisation
// forms (and the demo backend validating them) all use these. Messages are translation keys.

export const fieldMsg = {
  required: 'common:text.field_required',
  email: 'validation:email',
  nameMin: 'validation:nameMin',
  surnameMin: 'validation:surnameMin',
  passwordMin: 'validation:passwordMin',
  passwordsMatch: 'validation:passwordsMatch',
} as const;

export const textField = () => z.string({ error: fieldMsg.required });
export const requiredText = () => textField().check(z.trim(), z.minLength(1, fieldMsg.required));
export const atLeast = (length: number, message: string) =>
  textField().check(z.trim(), z.minLength(1, fieldMsg.required), z.minLength(length, message));
export const nameField = () => atLeast(NAME_MIN_LENGTH, fieldMsg.nameMin);
export const surnameField = () => atLeast(NAME_MIN_LENGTH, fieldMsg.surnameMin);
export const emailField = () => z.pipe(requiredText(), z.email({ error: fieldMsg.email }));
export const newPasswordField = () =>
  textField().check(
    z.minLength(1, fieldMsg.required),
    z.minLength(PASSWORD_MIN_LENGTH, fieldMsg.passwordMin),
  );
/** `+`, a digit 1-9, then 1 to 14 digits; a mismatch shows the required message (spec §5). */
export const phoneField = () => textField().check(z.regex(PHONE_PATTERN, fieldMsg.required));
export const countryField = () =>
  z.number({ error: fieldMsg.required }).check(z.int(), z.positive(fieldMsg.required));

/** `confirmPassword` must equal the field named `password` (or another name). */
export const passwordsMatch = <K extends string>(field: K) =>
  z.refine<Record<K | 'confirmPassword', string>>((v) => v[field] === v.confirmPassword, {
    path: ['confirmPassword'],
    message: fieldMsg.passwordsMatch,
  });
