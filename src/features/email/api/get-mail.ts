import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mailSchema } from '../schemas';
import { mailKeys } from './query-keys';

/** GET /mail/{id}: opening a message marks it read on the server. */
export const getMail = (id: number) => apiRequest(mailSchema, { method: 'GET', url: endpoints.mail.one(id) });

export const getMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: async ({ client }) => {
      const mail = await getMail(id);
      // It is read now: the folders and the sidebar's count follow.
      void client.invalidateQueries({ queryKey: mailKeys.lists() });
      void client.invalidateQueries({ queryKey: mailKeys.unreadCount() });
      return mail;
    },
  });

export const useMail = (id: number) => useQuery(getMailQueryOptions(id));
