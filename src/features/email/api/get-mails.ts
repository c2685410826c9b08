import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { listParams } from '@/lib/page';
import { mailPageSchema, type MailListQuery } from '../schemas';
import { mailKeys } from './query-keys';

/** GET /mail: a page of one folder (inbox or sent); page one-based here, zero-based on the wire. */
export const getMails = (query: MailListQuery) =>
  apiRequest(mailPageSchema, {
    method: 'GET',
    url: endpoints.mail.list,
    params: listParams(query.page, query.size, { folder: query.folder, search: query.search }),
  });

export const getMailsQueryOptions = (query: MailListQuery) =>
  queryOptions({
    queryKey: mailKeys.list(query),
    queryFn: () => getMails(query),
    placeholderData: keepPreviousData,
  });

export const useMails = (query: MailListQuery) => useQuery(getMailsQueryOptions(query));
