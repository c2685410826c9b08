import { QUERY_ROOTS } from '@/config/query-roots';
import { listKeys } from '@/lib/url-request';

// Opening a message marks it read, so it refreshes every folder's pages (`lists`).
const mail = listKeys(QUERY_ROOTS.mail);
export const mailKeys = {
  ...mail,
  detail: (id: number) => [...mail.all, 'detail', id] as const,
  unreadCount: () => [...mail.all, 'unread-count'] as const,
  contacts: () => [...mail.all, 'contacts'] as const,
};
