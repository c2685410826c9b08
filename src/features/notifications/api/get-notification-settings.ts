import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { notificationSettingsSchema } from '../schemas';
import { notificationKeys } from './query-keys';

const notificationSettings = endpointRead(
  notificationSettingsSchema,
  endpoints.notifications.settings,
  notificationKeys.settings,
);
export const useNotificationSettings = notificationSettings.use;
