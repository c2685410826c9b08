import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { NOTIFICATION_POLL_MS } from '@/config/limits';
import { apiRequest } from '@/lib/api-client';
import { unreadCountSchema } from '../schemas';
import { notificationKeys } from './query-keys';

export const getNotificationCount = () =>
  apiRequest(unreadCountSchema, { method: 'GET', url: endpoints.notifications.unreadCount });

export const getNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: getNotificationCount,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    // Back to a tab hidden longer than the interval: ask at once rather than at the next tick.
    refetchOnWindowFocus: true,
    staleTime: NOTIFICATION_POLL_MS,
  });

/** The bell's count; `enabled: false` for a role without notifications or a server without them. */
export const useNotificationCount = (enabled: boolean) =>
  useQuery({ ...getNotificationCountQueryOptions(), enabled });
