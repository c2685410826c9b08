import { MESSAGE_LIMIT_SEPARATOR } from '@/config/limits';
import { PASTED_OTHER, type InputRule } from './fits-input';

const withoutSpaces = (text: string) => text.replace(/\s/g, '');
const withoutSeparators = (text: string) => text.replace(/[\s\-.\u2010-\u2015_/]/g, '');

export const inputMsg = {
  digits: 'validation:pasted.digits',
  digitsUpTo: (max: number) => `validation:pasted.digitsUpTo${MESSAGE_LIMIT_SEPARATOR}${max}`,
  code: (max: number) => `validation:pasted.code${MESSAGE_LIMIT_SEPARATOR}${max}`,
  registrationNumber: (max: number) => `validation:pasted.registrationNumber${MESSAGE_LIMIT_SEPARATOR}${max}`,
  cardNumber: 'validation:pasted.cardNumber',
  expiry: 'validation:pasted.expiry',
  cvv: 'validation:pasted.cvv',
  other: PASTED_OTHER,
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
