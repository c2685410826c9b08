import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';
import { mailSchema, type MailInput } from '../schemas';
import { mailKeys } from './query-keys';

export const sendMail = (input: MailInput) =>
  apiRequest(mailSchema, { method: 'POST', url: endpoints.mail.list, data: input });

/** The sent folder (and every other mail query) refreshes. */
export const useSendMail = mutationHook(sendMail, [mailKeys.all]);
