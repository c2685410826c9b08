import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { NOTIFICATIONS_PAGE_SIZE } from '@/config/limits';
import { apiRequest } from '@/lib/api-client';
import { notificationsPageSchema } from '../schemas';
import { notificationKeys } from './query-keys';

/** GET /notifications?unread&page&size: the caller's events, newest first; page zero-based. */
export const getNotifications = (unreadOnly: boolean, page: number) =>
  apiRequest(notificationsPageSchema, {
    method: 'GET',
    url: endpoints.notifications.list,
    params: { ...(unreadOnly ? { unread: true } : {}), page, size: NOTIFICATIONS_PAGE_SIZE },
  });

/** The panel's list: a page at a time, 'Show earlier' asking for the next. */
export const getNotificationsQueryOptions = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ pageParam }) => getNotifications(unreadOnly, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
    // Opened now and then: each opening shows what is there now.
    staleTime: 0,
  });

export const useNotifications = (unreadOnly: boolean) =>
  useInfiniteQuery(getNotificationsQueryOptions(unreadOnly));
