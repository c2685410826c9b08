import { http } from 'msw';
import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import { notificationSettingsInputSchema } from '@/features/notifications/schemas';
import { fieldMsg } from '@/lib/field-schemas';
import type { DemoData, NotificationRecord } from '../db/models';
import { apiUrl, authedWrite, HttpError, authedRead } from '../http';
import { message } from '../messages';
import { ROLE_TOPICS, settingsOf } from '../notify';
import { paginate } from '../paginate';

const ROLES = ['IMPORTER', 'LOGISTIC'] as const;

const markReadSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    ids: z
      .array(z.union([z.number(), z.string()]))
      .check(z.minLength(1, fieldMsg.required), z.maxLength(100, 'notifications:validation.tooMany')),
  }),
]);

function toDto(db: DemoData, n: NotificationRecord) {
  return {
    id: n.id,
    topic: n.topic,
    createdAt: n.createdAt,
    read: n.readAt !== null,
    inquiryId: n.inquiryId,
    inquiryCode: db.inquiries.find((i) => i.id === n.inquiryId)?.inquiryCode ?? null,
    bidId: n.bidId,
    bidStatus: n.bidStatus,
    organizationName: n.organizationName,
    value: n.value,
    currency: n.currency,
    paymentStatus: n.paymentStatus,
    mailId: n.mailId,
    subject: n.subject,
    closesAt: n.closesAt,
    bidCount: n.bidCount,
  };
}

const unreadOf = (db: DemoData, userId: number) =>
  db.notifications.filter((n) => n.userId === userId && n.readAt === null).length;

export const notificationHandlers = [
  http.get(
    apiUrl(endpoints.notifications.list),
    authedRead(ROLES, ({ auth, db, url }) => {
      const unreadOnly = url.searchParams.get('unread') === 'true';
      const rows = db.notifications
        .filter((n) => n.userId === auth.user.id && (!unreadOnly || n.readAt === null))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map((n) => toDto(db, n));
      return paginate(rows, url);
    }),
  ),

  http.get(
    apiUrl(endpoints.notifications.unreadCount),
    authedRead(ROLES, ({ auth, db }) => ({ count: unreadOf(db, auth.user.id) })),
  ),

  http.post(
    apiUrl(endpoints.notifications.read),
    authedWrite(ROLES, markReadSchema, ({ auth, body, db }) => {
      const now = new Date().toISOString();
      const ids = 'ids' in body ? new Set(body.ids.map(Number)) : null;
      for (const n of db.notifications) {
        if (n.userId !== auth.user.id || n.readAt !== null) continue;
        if (ids === null || ids.has(n.id)) n.readAt = now;
      }
      return { count: unreadOf(db, auth.user.id) };
    }),
  ),

  http.get(
    apiUrl(endpoints.notifications.settings),
    authedRead(ROLES, ({ auth, db }) => ({ topics: settingsOf(db, auth.user.id, auth.role) })),
  ),

  http.put(
    apiUrl(endpoints.notifications.settings),
    authedWrite(ROLES, notificationSettingsInputSchema, ({ request, auth, body, db }) => {
      const mine = ROLE_TOPICS[auth.role];
      const foreign = body.topics.findIndex((row) => !mine.includes(row.topic));
      if (foreign >= 0)
        throw new HttpError(400, message(request, 'validation'), {
          [`topics.${String(foreign)}.topic`]: 'notifications:validation.foreignTopic',
        });
      for (const row of body.topics) {
        const kept = db.notificationSettings.find((s) => s.userId === auth.user.id && s.topic === row.topic);
        if (kept) Object.assign(kept, { inApp: row.inApp, email: row.email });
        else db.notificationSettings.push({ userId: auth.user.id, ...row });
      }
      return { topics: settingsOf(db, auth.user.id, auth.role) };
    }),
  ),
];
