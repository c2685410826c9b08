import { z } from 'zod/mini';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { pageParam, textParam } from '@/lib/use-url-state';
import type { MailFolder } from './schemas';

export const MAIL_PAGE_SIZE = 20;

export const mailboxUrlStateSchema = z.object({ search: textParam(), page: pageParam() });
export type MailListUrlQuery = UrlState<typeof mailboxUrlStateSchema>;

/** The folder is the path's (inbox or sent), not the query string's. */
export type MailListQuery = Partial<MailListUrlQuery> & { folder: MailFolder; size?: number };

export const mailListRequest = urlRequest(
  mailboxUrlStateSchema,
  (state, folder: MailFolder, size: number = MAIL_PAGE_SIZE) =>
    listParams(state.page, size, { folder, search: state.search }),
);
