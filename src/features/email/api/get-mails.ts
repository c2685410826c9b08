import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiRequest } from '@/lib/api-client';
import { mailPageSchema, type MailListQuery } from '../schemas';
import { mailKeys } from './query-keys';

/** GET /mail: a page of one folder (inbox or sent); page one-based here, zero-based on the wire. */
export const getMails = (query: MailListQuery) =>
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

export const getMailsQueryOptions = (query: MailListQuery) =>
  queryOptions({
    queryKey: mailKeys.list(query),
    queryFn: () => getMails(query),
    placeholderData: keepPreviousData,
  });

export const useMails = (query: MailListQuery) => useQuery(getMailsQueryOptions(query));
