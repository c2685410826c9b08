import { z } from 'zod/mini';
import { PROMO_STATES, type PromoCodeQuery } from '../schemas';

// The /promo-codes list keeps its search, state filter and one-based page in the URL, so a link or a
// reload shows the same codes. Anything unreadable falls back to its default.

/** Codes per page: a marketing calendar's worth of codes fits on a page or two. */
export const PROMO_CODES_PAGE_SIZE = 10;

export { PROMO_STATES };

const urlSchema = z.object({
  search: z.catch(z.string(), ''),
  state: z.catch(z.enum(['', ...PROMO_STATES]), ''),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});

export function parsePromoCodeQuery(params: URLSearchParams): PromoCodeQuery {
  const parsed = urlSchema.parse({
    search: params.get('search') ?? undefined,
    state: params.get('state') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return { ...parsed, size: PROMO_CODES_PAGE_SIZE };
}

/** The URL form: only what differs from the defaults, so links stay short. */
export function toPromoCodeSearchParams(query: PromoCodeQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.state) params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
