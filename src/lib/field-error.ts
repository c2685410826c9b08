import type { TFunction } from 'i18next';
import i18n from 'i18next';
import { MESSAGE_LIMIT_SEPARATOR } from '@/config/limits';
import { formatNumber } from './number-format';
import type { ValidationMessageKey } from './validation-message-key';

// A field's message in the user's words: what every field draws (components/text-input.tsx) and the
// sign-in page's own form, so it loads with the entry; the rest of the form plumbing (lib/forms.ts,
// which re-exports this) comes with the screens whose forms use it.

/**
 * Whether a field's message is one of our schemas' keys ('ns:path', no spaces), not a server's
 * sentence, which shows as it came.
 */
const isMessageKey = (message: string): message is ValidationMessageKey =>
  message.includes(':') && !message.includes(' ');

/**
 * A schema message (a translation key, perhaps with the limit it names: 'validation:tooLong|50') or a
 * server's sentence, in the user's language.
 */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = message, max] = message.split(MESSAGE_LIMIT_SEPARATOR);
  if (!isMessageKey(key)) return message;
  // The number as the language writes it (az and ru '20 000', en '20,000'), by the one number module.
  return max === undefined ? t(key) : t(key, { max: formatNumber(Number(max), i18n.language) });
}
