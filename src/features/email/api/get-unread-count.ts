import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { unreadCountSchema } from '../schemas';
import { mailKeys } from './query-keys';

/** Refreshed every minute while the app is open. */
const unreadCount = endpointRead(unreadCountSchema, endpoints.mail.unreadCount, mailKeys.unreadCount, {
  refetchInterval: 60_000,
});

/** The sidebar's unread count; `enabled: false` on a server without mail. */
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCount.options(), enabled });
