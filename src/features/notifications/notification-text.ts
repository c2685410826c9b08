import type { TFunction } from 'i18next';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import type { AppNotification } from './schemas';

/**
 * A notification's words: a title always, a sentence when the facts it needs were sent, and the
 * amount in it (the item keeps a figure on one line: its group space is a plain one).
 */
export type NotificationWords = { title: string; body: string | null; amount?: string | undefined };

const amountOf = (n: AppNotification, language: string) =>
  n.value === undefined || n.currency === undefined ? undefined : formatMoney(n.value, n.currency, language);

/** The sentences a notification may read: a topic's own, or the one its facts pick (a lost bid). */
type Variant =
  Exclude<NotificationTopic, 'PAYMENT_RESULT'> | 'BID_LOST' | 'PAYMENT_SUCCEEDED' | 'PAYMENT_FAILED';

/**
 * The variant of a topic the facts pick (a lost bid is not a rejected one; a payment's outcome); none
 * for a topic this client does not know.
 */
function variantOf(n: AppNotification): Variant | undefined {
  const topic = n.topic;
  if (!isKnown(NOTIFICATION_TOPICS, topic)) return undefined;
  if (topic === 'BID_REJECTED') return n.bidStatus === 'LOST' ? 'BID_LOST' : 'BID_REJECTED';
  if (topic === 'PAYMENT_RESULT')
    return n.paymentStatus === 'succeeded' ? 'PAYMENT_SUCCEEDED' : 'PAYMENT_FAILED';
  return topic;
}

type Fact = 'company' | 'code' | 'amount' | 'moment' | 'subject' | 'count';

/** What each variant's sentence needs; without one of them only the title is shown. */
const NEEDS: Record<Variant, readonly Fact[]> = {
  NEW_BID: ['company', 'code', 'amount'],
  BID_ACCEPTED: ['company', 'code', 'amount'],
  BID_REJECTED: ['company', 'code'],
  BID_LOST: ['code'],
  DEADLINE_SOON: ['code', 'moment'],
  BIDDING_CLOSED: ['code', 'count'],
  PAYMENT_SUCCEEDED: ['amount'],
  PAYMENT_FAILED: ['amount'],
  NEW_MAIL: ['company', 'subject'],
};

/**
 * Words a notification in the user's language now, from the facts the server kept: amounts and
 * moments the language's way, as everywhere else. A topic this client does not know reads 'New event'.
 */
export function notificationWords(n: AppNotification, t: TFunction, language: string): NotificationWords {
  const variant = variantOf(n);
  if (variant === undefined) return { title: t('notifications:topic.UNKNOWN.title'), body: null };
  const needs = NEEDS[variant];
  const facts = {
    company: n.organizationName,
    code: n.inquiryCode,
    amount: amountOf(n, language),
    moment: n.closesAt ? formatDateTime(n.closesAt) || undefined : undefined,
    subject: n.subject,
    count: n.bidCount,
  };
  const title = t(`notifications:topic.${variant}.title`);
  if (needs.some((fact) => facts[fact] === undefined || facts[fact] === '')) return { title, body: null };
  const body = t(`notifications:topic.${variant}.body`, {
    ...facts,
    // i18next picks the plural by `count`; the figure itself is grouped the language's way.
    countText: n.bidCount === undefined ? '' : formatNumber(n.bidCount, language),
  });
  return { title, body, amount: facts.amount };
}
