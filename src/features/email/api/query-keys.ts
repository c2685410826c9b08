import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

export const mailKeys = {
  all: rootKey(QUERY_ROOTS.mail),
  /** Every folder's pages: opening a message (which marks it read) refreshes them. */
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: RequestParams) => [...mailKeys.lists(), params] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
  unreadCount: () => [...mailKeys.all, 'unread-count'] as const,
  contacts: () => [...mailKeys.all, 'contacts'] as const,
};
