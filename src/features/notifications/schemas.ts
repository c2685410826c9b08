import { z } from 'zod/mini';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@/config/enums';
import { idSchema, isKnown, listOrEmpty, maybe, openEnum, recognisable } from '@/lib/lenient';
import { pageSchema } from '@/lib/page';

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

export type MarkReadInput = { ids: Array<string | number> } | { all: true };

const topicSettingSchema = z.object({
  topic: openEnum(NOTIFICATION_TOPICS),
  inApp: z.boolean(),
  email: z.boolean(),
});

export const notificationSettingsSchema = recognisable(z.object({ topics: listOrEmpty(topicSettingSchema) }));
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The topics the form can name; one the server added later is kept as it was when saving. */
export const knownTopics = (settings: NotificationSettings) =>
  settings.topics.filter((row): row is typeof row & { topic: NotificationTopic } =>
    isKnown(NOTIFICATION_TOPICS, row.topic),
  );

export const notificationSettingsInputSchema = z.object({
  topics: z.array(z.object({ topic: z.enum(NOTIFICATION_TOPICS), inApp: z.boolean(), email: z.boolean() })),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
