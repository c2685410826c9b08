import type { TFunction } from 'i18next';
import { BID_STATUSES, STATUSES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { formatMoney } from '@/lib/numbers';

/** A price with its currency; without a currency the amount alone. */
export const formatBidMoney = (value: number, currency: string | undefined, language: string) =>
  formatMoney(value, currency ?? '', language).trim();

/** A code's label ('enums:region.CIS'), or the code itself when it is new to the app. */
export const codeLabel = (t: TFunction, namespace: 'mot' | 'region' | 'insurance' | 'charge', code: string) =>
  t(`enums:${namespace}.${code}`, { defaultValue: code });

/** Codes joined by commas, or 'Yoxdur' when there are none. */
export const codeList = (t: TFunction, namespace: 'region' | 'insurance', codes: readonly string[]) =>
  codes.length ? codes.map((code) => codeLabel(t, namespace, code)).join(', ') : t('bids:modal.none');

/** A bid status in words: 'lost' is this feature's own word; a status new to the app reads as sent. */
export function bidStatusLabel(t: TFunction, status: string) {
  if (status === 'LOST') return t('bids:status.lost');
  const key = status.toLowerCase();
  return isKnown(BID_STATUSES, status) && isKnown(STATUSES, key) ? t(`status:${key}`) : status;
}

/** '12 days' in the reader's language (plural forms of az, en and ru). */
export const formatTransit = (t: TFunction, days: number) => t('bids:modal.transitValue', { count: days });

const isLine = (line: unknown): line is { type: string; amount: number } =>
  typeof line === 'object' &&
  line !== null &&
  typeof (line as { type?: unknown }).type === 'string' &&
  typeof (line as { amount?: unknown }).amount === 'number';

/** A breakdown on one line, for the bid's history: 'Freight 1 500,00 USD, Fuel 200,00 USD'. */
export const formatBreakdown = (
  t: TFunction,
  lines: readonly unknown[],
  currency: string,
  language: string,
) =>
  lines
    .map((line) =>
      isLine(line)
        ? `${codeLabel(t, 'charge', line.type)} ${formatBidMoney(line.amount, currency, language)}`
        : String(line),
    )
    .join(', ');
