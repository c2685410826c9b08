import { z } from 'zod/mini';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@/config/enums';
import { idSchema, isKnown, listOrEmpty, maybe, openEnum, recognisable } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

// Notifications (issue 18; docs/api.md 'Notifications', designed). The server keeps each event
// once with the facts it is about; the client words it in the user's language, so a notification
// reads in the language the user reads now, not in the one it was made in. An event of a topic this
// client does not know is still listed, with a plain wording and its link if it has one.

/** One event as the server sends it; only the id is needed to list it and mark it read. */
export const notificationSchema = z.object({
  id: idSchema,
  topic: maybe(openEnum(NOTIFICATION_TOPICS)),
  createdAt: maybe(z.string()),
  read: maybe(z.boolean()),
  inquiryId: maybe(z.number()),
  inquiryCode: maybe(z.string()),
  bidId: maybe(z.number()),
  /** BID_REJECTED: REJECTED (turned down) or LOST (another bid was chosen). */
  bidStatus: maybe(z.string()),
  /** The other party: the carrier that bid, the importer that decided, the mail's sender. */
  organizationName: maybe(z.string()),
  value: maybe(z.number()),
  currency: maybe(z.string()),
  /** PAYMENT_RESULT: succeeded or failed (payment statuses of spec §4). */
  paymentStatus: maybe(z.string()),
  mailId: maybe(z.number()),
  subject: maybe(z.string()),
  /** DEADLINE_SOON: when bidding closes. */
  closesAt: maybe(z.string()),
  /** BIDDING_CLOSED: how many bids wait for the importer's choice. */
  bidCount: maybe(z.number()),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = pageSchema(notificationSchema, 'notifications');

export const unreadCountSchema = z.object({ count: z.number() });

/** POST /notifications/read: some by id, or every unread one. */
export type MarkReadInput = { ids: Array<string | number> } | { all: true };

/** A topic's channels: in the app (the bell) and by email. */
const topicSettingSchema = z.object({
  topic: openEnum(NOTIFICATION_TOPICS),
  inApp: z.boolean(),
  email: z.boolean(),
});

/**
 * GET /notifications/settings: the caller's topics (those of its role), each with its channels. An
 * answer without `topics` at all is not this one (an error body): refused, not read as 'no topics'.
 */
export const notificationSettingsSchema = recognisable(z.object({ topics: listOrEmpty(topicSettingSchema) }));
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The topics the form can name; one the server added later is kept as it was when saving. */
export const knownTopics = (settings: NotificationSettings) =>
  settings.topics.filter((row): row is typeof row & { topic: NotificationTopic } =>
    isKnown(NOTIFICATION_TOPICS, row.topic),
  );

/** PUT /notifications/settings: strict, as every request. */
export const notificationSettingsInputSchema = z.object({
  topics: z.array(z.object({ topic: z.enum(NOTIFICATION_TOPICS), inApp: z.boolean(), email: z.boolean() })),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
