import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import {
  contactsSchema,
  mailPageSchema,
  mailSchema,
  unreadCountSchema,
  type MailInput,
  type MailListQuery,
} from '../schemas';

// Mail: folders, one message (opening it marks it read), the unread count, contacts, sending.

export const getMailPage = (query: MailListQuery) =>
  apiRequest(mailPageSchema, {
    method: 'GET',
    url: endpoints.mail.list,
    params: {
      folder: query.folder,
      page: Math.max(0, query.page - 1),
      size: query.size,
      ...(query.search.trim() ? { search: query.search.trim() } : {}),
    },
  });
export const mailPageQueryOptions = (query: MailListQuery) =>
  queryOptions({
    queryKey: ['mail', 'list', query],
    queryFn: () => getMailPage(query),
    placeholderData: keepPreviousData,
  });
export const useMailPage = (query: MailListQuery) => useQuery(mailPageQueryOptions(query));

export const getMail = (id: number) => apiRequest(mailSchema, { method: 'GET', url: endpoints.mail.one(id) });
export function useMail(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['mail', 'one', id],
    queryFn: async () => {
      const mail = await getMail(id);
      // Opening marks it read on the server: the lists and the sidebar count follow.
      void queryClient.invalidateQueries({ queryKey: ['mail', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['mail', 'unread'] });
      return mail;
    },
  });
}

export const getUnreadCount = () =>
  apiRequest(unreadCountSchema, { method: 'GET', url: endpoints.mail.unreadCount });
/** The sidebar's unread count; refreshed every minute while the app is open. */
export const useUnreadCount = (enabled = true) =>
  useQuery({ queryKey: ['mail', 'unread'], queryFn: getUnreadCount, refetchInterval: 60_000, enabled });

export const getContacts = () => apiRequest(contactsSchema, { method: 'GET', url: endpoints.mail.contacts });
export const useContacts = () => useQuery({ queryKey: ['mail', 'contacts'], queryFn: getContacts });

export const sendMail = (input: MailInput) =>
  apiRequest(mailSchema, { method: 'POST', url: endpoints.mail.list, data: input });
export function useSendMail(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['mail'] });
      onSuccess?.();
    },
  });
}
