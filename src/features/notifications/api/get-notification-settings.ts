import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { notificationSettingsSchema } from '../schemas';
import { notificationKeys } from './query-keys';

/** GET /notifications/settings: the caller's topics with their channels. */
const notificationSettings = endpointRead(
  notificationSettingsSchema,
  endpoints.notifications.settings,
  notificationKeys.settings,
);
export const getNotificationSettingsQueryOptions = notificationSettings.options;

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
