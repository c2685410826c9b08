import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { notificationSettingsSchema, type NotificationSettingsInput } from '../schemas';
import { notificationKeys } from './query-keys';

export const updateNotificationSettings = (input: NotificationSettingsInput) =>
  apiRequest(notificationSettingsSchema, {
    method: 'PUT',
    url: endpoints.notifications.settings,
    data: input,
  });

export const useUpdateNotificationSettings = mutationHook(updateNotificationSettings, () => [
  notificationKeys.settings(),
]);
