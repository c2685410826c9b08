import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation } from '@/lib/mutation';
import { unreadCountSchema, type MarkReadInput } from '../schemas';
import { notificationKeys } from './query-keys';

/** POST /notifications/read: marks some, or all, read; answers how many stay unread. */
export const markNotificationsRead = (input: MarkReadInput) =>
  apiRequest(unreadCountSchema, { method: 'POST', url: endpoints.notifications.read, data: input });

export const useMarkNotificationsRead = () =>
  useAppMutation({
    mutationFn: markNotificationsRead,
    invalidates: () => [notificationKeys.all],
    parallel: true,
  });
