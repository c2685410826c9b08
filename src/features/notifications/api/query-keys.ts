import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

// Marking read changes both the list and the count, so a write invalidates the root.

export const notificationKeys = {
  all: rootKey(QUERY_ROOTS.notifications),
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (unreadOnly: boolean) => [...notificationKeys.lists(), { unreadOnly }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
