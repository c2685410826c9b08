import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { notificationSettingsSchema } from '../schemas';
import { notificationKeys } from './query-keys';

/** GET /notifications/settings: the caller's topics with their channels. */
export const getNotificationSettings = () =>
  apiRequest(notificationSettingsSchema, { method: 'GET', url: endpoints.notifications.settings });

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
