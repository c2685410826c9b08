import { z } from 'zod/mini';

// The mailbox's state as the URL carries it (search, one-based page), so a link or a reload shows
// the same list. Anything unreadable falls back to its default.

export const MAIL_PAGE_SIZE = 20;

const listQuerySchema = z.object({
  search: z.catch(z.string(), ''),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type MailListUrlQuery = z.infer<typeof listQuerySchema>;

export function parseMailListQuery(params: URLSearchParams): MailListUrlQuery {
  return listQuerySchema.parse({
    search: params.get('search') ?? undefined,
    page: params.get('page') ?? undefined,
  });
}

/** Only what differs from the default goes into the URL. */
export function toMailSearchParams(query: MailListUrlQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
