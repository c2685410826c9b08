import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { contactsSchema } from '../schemas';
import { mailKeys } from './query-keys';

const mailContacts = endpointRead(contactsSchema, endpoints.mail.contacts, mailKeys.contacts);
export const getMailContactsQueryOptions = mailContacts.options;

export const useMailContacts = () => useQuery(getMailContactsQueryOptions());
