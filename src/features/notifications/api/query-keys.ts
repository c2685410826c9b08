import { QUERY_ROOTS } from '@/config/query-roots';
import { listKeys } from '@/lib/url-request';

// Marking read changes both the list and the count, so a write invalidates the root.
const notifications = listKeys(QUERY_ROOTS.notifications);
export const notificationKeys = {
  ...notifications,
  list: (unreadOnly: boolean) => [...notifications.lists(), { unreadOnly }] as const,
  unreadCount: () => [...notifications.all, 'unread-count'] as const,
  settings: () => [...notifications.all, 'settings'] as const,
};
