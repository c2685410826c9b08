import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { NOTIFICATION_POLL_MS } from '@/config/limits';
import { apiRequest } from '@/lib/api-client';
import { unreadCountSchema } from '../schemas';
import { notificationKeys } from './query-keys';

/** GET /notifications/unread-count. */
export const getNotificationCount = () =>
  apiRequest(unreadCountSchema, { method: 'GET', url: endpoints.notifications.unreadCount });

/**
 * Polled while the tab is visible. React Query pauses `refetchInterval` while the document is hidden
 * (`refetchIntervalInBackground` stays false), so a tab left in the background asks nothing; on
 * return it asks once (refetch on focus) and the interval resumes.
 */
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
