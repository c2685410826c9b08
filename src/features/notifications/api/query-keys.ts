import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

// Every notification query's key. Marking read changes both the list and the count, so a write
// invalidates the root; a count that moved while polling makes the list stale (notification-bell.tsx).

export const notificationKeys = {
  all: rootKey(QUERY_ROOTS.notifications),
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (unreadOnly: boolean) => [...notificationKeys.lists(), { unreadOnly }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
