import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { mailPageSchema, type MailListQuery } from '../schemas';
import { mailKeys } from './query-keys';

/** GET /mail: a page of one folder (inbox or sent); page one-based here, zero-based on the wire. */
const mails = filteredRead(mailPageSchema, endpoints.mail.list, mailKeys.list, (query: MailListQuery) =>
  listParams(query.page, query.size, { folder: query.folder, search: query.search }),
);

export const useMails = (query: MailListQuery) => useQuery(mails.options(query));
