import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { unreadCountSchema } from '../schemas';
import { mailKeys } from './query-keys';

export const getUnreadCount = () =>
  apiRequest(unreadCountSchema, { method: 'GET', url: endpoints.mail.unreadCount });

/** Refreshed every minute while the app is open. */
export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.unreadCount(), queryFn: getUnreadCount, refetchInterval: 60_000 });

/** The sidebar's unread count; `enabled: false` on a server without mail. */
export const useUnreadCount = (enabled = true) => useQuery({ ...getUnreadCountQueryOptions(), enabled });
