import { z } from 'zod/mini';
import { pageParam, textParam } from '@/lib/use-url-state';

export const MAIL_PAGE_SIZE = 20;

/** /email/inbox?search=&page=, /email/sent?search=&page= — a mail folder's search and one-based page. */
export const mailboxUrlStateSchema = z.object({ search: textParam(), page: pageParam() });
export type MailListUrlQuery = z.infer<typeof mailboxUrlStateSchema>;
