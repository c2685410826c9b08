import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { NOTIFICATION_POLL_MS } from '@/config/limits';
import { endpointRead } from '@/lib/filtered-read';
import { unreadCountSchema } from '../schemas';
import { notificationKeys } from './query-keys';

const notificationCount = endpointRead(
  unreadCountSchema,
  endpoints.notifications.unreadCount,
  notificationKeys.unreadCount,
  {
    refetchInterval: NOTIFICATION_POLL_MS,
    // Back to a tab hidden longer than the interval: ask at once rather than at the next tick.
    refetchOnWindowFocus: true,
    staleTime: NOTIFICATION_POLL_MS,
  },
);

/** The bell's count; `enabled: false` for a role without notifications or a server without them. */
export const useNotificationCount = (enabled: boolean) =>
  useQuery({ ...notificationCount.options(), enabled });
