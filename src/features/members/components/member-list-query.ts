import { z } from 'zod/mini';
import { USER_STATUSES } from '@/config/enums';
import type { MemberListQuery } from '../schemas';

/** The tab of /organization that shows the members (`?tab=members`). */
export const MEMBERS_TAB = 'members';

/** Members per page: a business account's team fits on one or two pages. */
export const MEMBERS_PAGE_SIZE = 10;

// The list's state as the URL carries it; anything unreadable falls back to the default.
const urlSchema = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  search: z.catch(z.string(), ''),
  status: z.catch(z.enum(['', ...USER_STATUSES]), ''),
});

export function parseMemberListQuery(params: URLSearchParams): MemberListQuery {
  const parsed = urlSchema.parse({
    page: params.get('page') ?? undefined,
    search: params.get('search') ?? undefined,
    status: params.get('status') ?? undefined,
  });
  return { ...parsed, size: MEMBERS_PAGE_SIZE };
}

/** Writes the query into `params` (keeping their other entries), leaving out the defaults. */
export function writeMemberListQuery(params: URLSearchParams, query: MemberListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('search');
  next.delete('status');
  if (query.search) next.set('search', query.search);
  if (query.status) next.set('status', query.status);
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}
