import type { TFunction } from 'i18next';
import i18n from 'i18next';
import { MESSAGE_LIMIT_SEPARATOR } from '@/config/limits';
import { formatNumber } from './number-format';
import type { ValidationMessageKey } from './validation-message-key';

const isMessageKey = (message: string): message is ValidationMessageKey =>
  message.includes(':') && !message.includes(' ');

export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = message, max] = message.split(MESSAGE_LIMIT_SEPARATOR);
  if (!isMessageKey(key)) return message;
  return max === undefined ? t(key) : t(key, { max: formatNumber(Number(max), i18n.language) });
}
