import type { TFunction } from 'i18next';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import type { AppNotification } from './schemas';

export type NotificationWords = { title: string; body: string | null; amount?: string | undefined };

const amountOf = (n: AppNotification, language: string) =>
  n.value === undefined || n.currency === undefined ? undefined : formatMoney(n.value, n.currency, language);

type Variant =
  Exclude<NotificationTopic, 'PAYMENT_RESULT'> | 'BID_LOST' | 'PAYMENT_SUCCEEDED' | 'PAYMENT_FAILED';

function variantOf(n: AppNotification): Variant | undefined {
  const topic = n.topic;
  if (!isKnown(NOTIFICATION_TOPICS, topic)) return undefined;
  if (topic === 'BID_REJECTED') return n.bidStatus === 'LOST' ? 'BID_LOST' : 'BID_REJECTED';
  if (topic === 'PAYMENT_RESULT')
    return n.paymentStatus === 'succeeded' ? 'PAYMENT_SUCCEEDED' : 'PAYMENT_FAILED';
  return topic;
}

type Fact = 'company' | 'code' | 'amount' | 'moment' | 'subject' | 'count';

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
