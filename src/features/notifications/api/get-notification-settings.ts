import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { notificationSettingsSchema } from '../schemas';
import { notificationKeys } from './query-keys';

const notificationSettings = endpointRead(
  notificationSettingsSchema,
  endpoints.notifications.settings,
  notificationKeys.settings,
);
export const getNotificationSettingsQueryOptions = notificationSettings.options;

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
