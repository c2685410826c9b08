import { z } from 'zod/mini';
import { endpoints } from '@/config/endpoints';
import {
  contactsSchema,
  mailInputSchema,
  mailPageSchema,
  mailSchema,
  unreadCountSchema as mailUnreadSchema,
} from '@/features/email/schemas';
import {
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  unreadCountSchema,
} from '@/features/notifications/schemas';
import { type ContractEndpoint, designed, MEMBERS } from './contract-types';
import { flag, paging, text } from './query-fields';

export const messageCalls: ContractEndpoint[] = [
  designed('getMails', 'GET', endpoints.mail.list, MEMBERS, {
    summary: "The caller's mail, one folder",
    query: z.object({ ...paging, folder: text('inbox | sent'), search: text() }),
    answer: mailPageSchema,
    probe: { folder: 'inbox' },
  }),
  designed('sendMail', 'POST', endpoints.mail.list, MEMBERS, {
    summary: 'Send a message',
    body: mailInputSchema,
    answer: mailSchema,
  }),
  designed('getMail', 'GET', endpoints.mail.one('{id}'), MEMBERS, {
    summary: 'One message (opening an unread one marks it read)',
    answer: mailSchema,
    notChecked: 'opening a message marks it read',
  }),
  designed('getMailUnreadCount', 'GET', endpoints.mail.unreadCount, MEMBERS, {
    summary: 'Unread messages',
    answer: mailUnreadSchema,
  }),
  designed('getMailContacts', 'GET', endpoints.mail.contacts, MEMBERS, {
    summary: 'The organisations the caller may write to',
    answer: contactsSchema,
  }),
  designed('getNotifications', 'GET', endpoints.notifications.list, MEMBERS, {
    summary: "The caller's notifications, newest first",
    query: z.object({ ...paging, unread: flag() }),
    answer: notificationsPageSchema,
  }),
  designed('getNotificationUnreadCount', 'GET', endpoints.notifications.unreadCount, MEMBERS, {
    summary: 'Unread notifications',
    answer: unreadCountSchema,
  }),
  designed('markNotificationsRead', 'POST', endpoints.notifications.read, MEMBERS, {
    summary: 'Mark some or all read',
    body: z.union([
      z.object({ ids: z.array(z.union([z.string(), z.number()])) }),
      z.object({ all: z.literal(true) }),
    ]),
    answer: unreadCountSchema,
  }),
  designed('getNotificationSettings', 'GET', endpoints.notifications.settings, MEMBERS, {
    summary: 'Which topics reach the caller, in the app and by mail',
    answer: notificationSettingsSchema,
  }),
  designed('updateNotificationSettings', 'PUT', endpoints.notifications.settings, MEMBERS, {
    summary: 'Save the topics',
    body: notificationSettingsInputSchema,
    answer: notificationSettingsSchema,
  }),
];
