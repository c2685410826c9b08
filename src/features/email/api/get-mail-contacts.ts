import { endpoints } from '@/config/endpoints';
import { endpointRead } from '@/lib/filtered-read';
import { contactsSchema } from '../schemas';
import { mailKeys } from './query-keys';

const mailContacts = endpointRead(contactsSchema, endpoints.mail.contacts, mailKeys.contacts);
export const useMailContacts = mailContacts.use;
