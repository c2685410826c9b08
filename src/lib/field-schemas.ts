import { z } from 'zod/mini';
import {
  MESSAGE_LIMIT_SEPARATOR,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  TEXT_MAX,
} from '@/config/limits';

export const fieldMsg = {
  required: 'common:text.field_required',
  email: 'validation:email',
  nameMin: 'validation:nameMin',
  surnameMin: 'validation:surnameMin',
  passwordMin: 'validation:passwordMin',
  passwordsMatch: 'validation:passwordsMatch',
  tooLong: (max: number) => `validation:tooLong${MESSAGE_LIMIT_SEPARATOR}${max}`,
} as const;

export const maxText = (max: number) => z.maxLength(max, fieldMsg.tooLong(max));

export const textField = () => z.string({ error: fieldMsg.required });
export const requiredText = () => textField().check(z.trim(), z.minLength(1, fieldMsg.required));
/** Required, trimmed, and no longer than `max`. */
export const boundedText = (max: number) => requiredText().check(maxText(max));
/** May be empty; never longer than `max`. */
export const optionalText = (max: number) => z.string().check(maxText(max));
export const atLeast = (length: number, message: string, max: number) =>
  textField().check(z.trim(), z.minLength(1, fieldMsg.required), z.minLength(length, message), maxText(max));
export const nameField = () => atLeast(NAME_MIN_LENGTH, fieldMsg.nameMin, TEXT_MAX.personName);
export const surnameField = () => atLeast(NAME_MIN_LENGTH, fieldMsg.surnameMin, TEXT_MAX.personName);
export const emailField = () => z.pipe(boundedText(TEXT_MAX.email), z.email({ error: fieldMsg.email }));
export const newPasswordField = () =>
  textField().check(
    z.minLength(1, fieldMsg.required),
    z.minLength(PASSWORD_MIN_LENGTH, fieldMsg.passwordMin),
  );
export const phoneField = () => textField().check(z.regex(PHONE_PATTERN, fieldMsg.required));
export const countryField = () =>
  z.number({ error: fieldMsg.required }).check(z.int(), z.positive(fieldMsg.required));

/** `confirmPassword` must equal the field named `password` (or another name). */
export const passwordsMatch = <K extends string>(field: K) =>
  z.refine<Record<K | 'confirmPassword', string>>((v) => v[field] === v.confirmPassword, {
    path: ['confirmPassword'],
    message: fieldMsg.passwordsMatch,
  });
