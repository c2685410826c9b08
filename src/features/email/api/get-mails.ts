import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { mailListRequest, type MailListQuery } from '../mailbox-url-state';
import { mailPageSchema } from '../schemas';
import { mailKeys } from './query-keys';

export const { use: useMails } = filteredRead(
  mailPageSchema,
  endpoints.mail.list,
  (query: MailListQuery) => mailListRequest(query, query.folder, query.size),
  mailKeys.list,
);
