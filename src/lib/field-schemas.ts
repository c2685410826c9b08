import { z } from 'zod/mini';
import {
  MESSAGE_LIMIT_SEPARATOR,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  TEXT_MAX,
} from '@/config/limits';

// The field rules of spec §5, built once: sign-in, registration, members, profile and organisation
// forms (and the demo backend validating them) all use these. Messages are translation keys.

export const fieldMsg = {
  required: 'common:text.field_required',
  email: 'validation:email',
  nameMin: 'validation:nameMin',
  surnameMin: 'validation:surnameMin',
  passwordMin: 'validation:passwordMin',
  passwordsMatch: 'validation:passwordsMatch',
  /** Carries its limit: a server's field error is a bare string, and the message must name the number. */
  tooLong: (max: number) => `validation:tooLong${MESSAGE_LIMIT_SEPARATOR}${max}`,
} as const;

/** At most `max` characters, said in the user's language with the number. */
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

/**
 * What a restricted text box takes (the kit's TextInput `restrict`): a keystroke the pattern refuses
 * never lands; a paste (or any change of more than one character) is first read the way the field
 * means it (`normalize`: spaces and separators out, case folded where the field is case-blind), and
 * if it still does not fit it is kept as pasted, with `message` saying why. A field never empties itself.
 */
export type InputRule = {
  pattern: RegExp;
  normalize?: (text: string) => string;
  /** What is wrong with a kept text: a translation key, with its limit as field messages carry one. */
  message: string;
};

/** Whether a box's text fits its rule (an empty box always does, so it can be cleared). */
export function fitsInput(rule: Pick<InputRule, 'pattern'>, text: string) {
  rule.pattern.lastIndex = 0; // a /g or /y pattern would otherwise remember where the last test stopped
  return text === '' || rule.pattern.test(text);
}

const withoutSpaces = (text: string) => text.replace(/\s/g, '');
/** Card numbers and codes are copied as '4242-4242 4242.4242': the separators carry nothing. */
const withoutSeparators = (text: string) => text.replace(/[\s\-.\u2010-\u2015_/]/g, '');

export const inputMsg = {
  digits: 'validation:pasted.digits',
  digitsUpTo: (max: number) => `validation:pasted.digitsUpTo${MESSAGE_LIMIT_SEPARATOR}${max}`,
  code: (max: number) => `validation:pasted.code${MESSAGE_LIMIT_SEPARATOR}${max}`,
  registrationNumber: (max: number) => `validation:pasted.registrationNumber${MESSAGE_LIMIT_SEPARATOR}${max}`,
  cardNumber: 'validation:pasted.cardNumber',
  expiry: 'validation:pasted.expiry',
  cvv: 'validation:pasted.cvv',
  other: 'validation:pasted.other',
} as const;

/** Whole numbers ('1 200' is 1200); at most `maxDigits` digits when given. */
export const digitsInput = (maxDigits?: number): InputRule => ({
  pattern: maxDigits === undefined ? /^\d*$/ : new RegExp(`^\\d{0,${maxDigits}}$`),
  normalize: withoutSpaces,
  message: maxDigits === undefined ? inputMsg.digits : inputMsg.digitsUpTo(maxDigits),
});

/** Promo codes and vouchers: letters, digits and dashes, compared without case (so kept upper case). */
export const codeInput = (maxLength: number): InputRule => ({
  pattern: new RegExp(`^[A-Za-z0-9-]{0,${maxLength}}$`),
  normalize: (text) => withoutSpaces(text).toUpperCase(),
  message: inputMsg.code(maxLength),
});

/** A tax or registration number: letters, digits and dashes; spaces dropped. */
export const registrationNumberInput = (maxLength: number): InputRule => ({
  pattern: new RegExp(`^[0-9A-Za-z-]{0,${maxLength}}$`),
  normalize: withoutSpaces,
  message: inputMsg.registrationNumber(maxLength),
});

/** A card number as typed (digits, grouped by spaces), 19 digits at most. */
export const cardNumberInput: InputRule = {
  pattern: /^(?:\d ?){0,19}$/,
  normalize: withoutSeparators,
  message: inputMsg.cardNumber,
};

/** MM/YY as typed; '12 / 28', '12-28' and '12/2028' mean 12/28. */
export const expiryInput: InputRule = {
  pattern: /^(?:\d{0,4}|\d{2}\/\d{0,2})$/,
  normalize: (text) => {
    const parts = text.split(/[\s/.-]+/).filter(Boolean);
    if (parts.length !== 2) return withoutSpaces(text);
    const [month = '', year = ''] = parts;
    return `${month.padStart(2, '0')}/${year.length === 4 ? year.slice(2) : year}`;
  },
  message: inputMsg.expiry,
};

export const cvvInput: InputRule = {
  pattern: /^\d{0,4}$/,
  normalize: withoutSpaces,
  message: inputMsg.cvv,
};
