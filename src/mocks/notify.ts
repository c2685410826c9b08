import type { NotificationTopic, OrganizationType } from '@/config/enums';
import { DEADLINE_NOTICE_HOURS } from '@/config/limits';
import { deadlineMs } from '@/lib/deadline';
import { nextId, readDb, writeDb } from './db/db';
import { NO_NOTIFICATION_FACTS, type DemoData, type NotificationFacts } from './db/models';
import { demoOutbox } from './handlers/auth';

/** The topics each role hears of; the settings page lists these. */
export const ROLE_TOPICS: Record<OrganizationType, readonly NotificationTopic[]> = {
  IMPORTER: ['NEW_BID', 'DEADLINE_SOON', 'BIDDING_CLOSED', 'NEW_MAIL'],
  LOGISTIC: ['BID_ACCEPTED', 'BID_REJECTED', 'DEADLINE_SOON', 'PAYMENT_RESULT', 'NEW_MAIL'],
  ADMIN: [],
};

const EMAIL_BY_DEFAULT: ReadonlySet<NotificationTopic> = new Set([
  'BID_ACCEPTED',
  'BIDDING_CLOSED',
  'PAYMENT_RESULT',
]);

export function settingsOf(db: DemoData, userId: number, role: OrganizationType) {
  return ROLE_TOPICS[role].map((topic) => {
    const changed = db.notificationSettings.find((s) => s.userId === userId && s.topic === topic);
    return { topic, inApp: changed?.inApp ?? true, email: changed?.email ?? EMAIL_BY_DEFAULT.has(topic) };
  });
}

type Facts = Partial<NotificationFacts>;

/** Tells every active member of an organisation, each by its own channels; inside a writeDb. */
export function notifyOrganization(
  db: DemoData,
  organizationId: number,
  topic: NotificationTopic,
  facts: Facts,
  at = new Date().toISOString(),
) {
  const organization = db.organizations.find((o) => o.id === organizationId);
  if (!organization || !ROLE_TOPICS[organization.organizationType].includes(topic)) return;
  const members = db.users.filter((u) => u.organizationId === organizationId && u.status === 'ACTIVE');
  for (const user of members) {
    const channels = settingsOf(db, user.id, organization.organizationType).find((s) => s.topic === topic);
    if (channels?.inApp) {
      db.notifications.push({
        ...NO_NOTIFICATION_FACTS,
        ...facts,
        id: nextId(db.notifications),
        userId: user.id,
        topic,
        createdAt: at,
        readAt: null,
      });
    }
    if (channels?.email) {
      const code = db.inquiries.find((i) => i.id === facts.inquiryId)?.inquiryCode;
      demoOutbox.push({
        to: user.email,
        subject: [`YükBirja: ${topic}`, code].filter(Boolean).join(' · '),
        link: facts.inquiryId ? `/inquiries/${String(facts.inquiryId)}` : '/',
        sentAt: at,
      });
    }
  }
}

const OPEN = new Set(['active', 'pending']);
const WINDOW_MS = DEADLINE_NOTICE_HOURS * 3_600_000;

function dueForNotice(db: DemoData, now: number) {
  return db.inquiries.filter((i) => {
    const closes = deadlineMs(i.biddingClosesAt);
    return (
      closes !== null &&
      OPEN.has(i.status) &&
      closes > now &&
      closes - now <= WINDOW_MS &&
      !db.deadlineNotices.some((n) => n.inquiryId === i.id && n.closesAt === i.biddingClosesAt)
    );
  });
}

export function warnOfDeadlines(now = Date.now()) {
  if (dueForNotice(readDb(), now).length === 0) return;
  writeDb((db) => {
    for (const inquiry of dueForNotice(db, now)) {
      const facts = { inquiryId: inquiry.id, closesAt: inquiry.biddingClosesAt };
      notifyOrganization(db, inquiry.organizationId, 'DEADLINE_SOON', facts);
      const carriers = new Set(
        db.bids
          .filter((b) => b.inquiryId === inquiry.id && b.status === 'PENDING')
          .map((b) => b.organizationId),
      );
      for (const carrier of carriers) notifyOrganization(db, carrier, 'DEADLINE_SOON', facts);
      db.deadlineNotices.push({ inquiryId: inquiry.id, closesAt: inquiry.biddingClosesAt! });
    }
  });
}
