import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { useAppMutation } from '@/lib/mutation';
import { unreadCountSchema, type MarkReadInput } from '../schemas';
import { notificationKeys } from './query-keys';

export const markNotificationsRead = (input: MarkReadInput) =>
  apiRequest(unreadCountSchema, { method: 'POST', url: endpoints.notifications.read, data: input });

export const useMarkNotificationsRead = () =>
  useAppMutation({
    mutationFn: markNotificationsRead,
    invalidates: () => [notificationKeys.all],
    parallel: true,
  });
