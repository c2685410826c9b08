import { z } from 'zod/mini';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, fixedParam, pageParam, textParam } from '@/lib/use-url-state';
import { PROMO_STATES } from './schemas';

/** Codes per page: a marketing calendar's worth of codes fits on a page or two. */
const PROMO_CODES_PAGE_SIZE = 10;

/** /promo-codes?search=&state=&page= — the admin's list of codes. */
export const promoCodesUrlStateSchema = z.object({
  search: textParam(),
  state: choiceParam(['', ...PROMO_STATES], ''),
  page: pageParam(),
  size: fixedParam(PROMO_CODES_PAGE_SIZE),
});
export type PromoCodesState = UrlState<typeof promoCodesUrlStateSchema>;

export const promoCodesRequest = urlRequest(promoCodesUrlStateSchema, (query) =>
  listParams(query.page, query.size, { search: query.search, state: query.state }),
);
