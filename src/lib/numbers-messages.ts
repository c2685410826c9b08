import type { TFunction } from 'i18next';
import { currentLanguage, isLanguage } from './i18n';
import {
  formatDecimal,
  numberFormatter,
  parseAmount,
  type AmountReading,
  type AmountRefusal,
  type AmountRules,
} from './numbers';

/** A refusal's translation key (form errors are keys, lib/forms). 'empty' is the form's 'required'. */
export const amountMsg = {
  malformed: 'validation:amount.malformed',
  negative: 'validation:amount.negative',
  ambiguous: 'validation:amount.ambiguous',
  otherConvention: 'validation:amount.otherConvention',
  tooManyDecimals: 'validation:amount.tooManyDecimals',
} as const satisfies Record<Exclude<AmountRefusal, 'empty'>, string>;

/** The language a form reads numbers in: the one its `useForm({ context })` names, else the app's. */
export function formLanguage(context: unknown): string {
  const named = (context as { language?: unknown } | undefined)?.language;
  if (isLanguage(named)) return named;
  return currentLanguage();
}

/** A typed number as a form reads it: its value, or that it is empty, or the key of why it is refused. */
export type NumberField = { value?: number; empty?: true; message?: string };

export function readNumberField(text: string, language: string, rules?: AmountRules): NumberField {
  const reading = parseAmount(text, language, rules);
  if (reading.ok) return { value: reading.value };
  if (reading.reason === 'empty') return { empty: true };
  return { message: amountMsg[reading.reason] };
}

const plain = (value: number, language: string, maxDecimals: number) => {
  const text = numberFormatter(language, { useGrouping: false, maximumFractionDigits: maxDecimals }).format(
    value,
  );
  return language === 'en' ? text : text.replace('.', ',');
};

/** Why the text is refused, in the user's language, naming the readings it could have. */
export function describeRefusal(
  t: TFunction,
  reading: Extract<AmountReading, { ok: false }>,
  language: string,
  rules: AmountRules = {},
): string | undefined {
  const maxDecimals = rules.maxDecimals ?? 2;
  const [first = 0, second = 0] = reading.readings ?? [];
  switch (reading.reason) {
    case 'empty':
      return undefined;
    case 'ambiguous':
      return t(amountMsg.ambiguous, {
        small: plain(first, language, 3),
        large: plain(second, language, 0),
      });
    case 'otherConvention':
      return t(amountMsg.otherConvention, { suggestion: plain(first, language, maxDecimals) });
    case 'tooManyDecimals':
      return t(amountMsg.tooManyDecimals, { max: maxDecimals });
    case 'malformed':
      return t(amountMsg.malformed, { example: formatDecimal(1850.5, language, Math.min(maxDecimals, 2)) });
    case 'negative':
      return t(amountMsg.negative);
  }
}
