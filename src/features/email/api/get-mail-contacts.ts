import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { contactsSchema } from '../schemas';
import { mailKeys } from './query-keys';

/** GET /mail/contacts: the organisations the caller deals with, whom it may write to. */
export const getMailContacts = () =>
  apiRequest(contactsSchema, { method: 'GET', url: endpoints.mail.contacts });

export const getMailContactsQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.contacts(), queryFn: getMailContacts });

export const useMailContacts = () => useQuery(getMailContactsQueryOptions());
