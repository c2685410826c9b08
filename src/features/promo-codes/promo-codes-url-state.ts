import { z } from 'zod/mini';
import { pagedListRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, fixedParam, pageParam, textParam } from '@/lib/use-url-state';
import { PROMO_STATES } from './schemas';

/** Codes per page: a marketing calendar's worth of codes fits on a page or two. */
const PROMO_CODES_PAGE_SIZE = 10;

export const promoCodesUrlStateSchema = z.object({
  search: textParam(),
  state: choiceParam(['', ...PROMO_STATES], ''),
  page: pageParam(),
  size: fixedParam(PROMO_CODES_PAGE_SIZE),
});
export type PromoCodesState = UrlState<typeof promoCodesUrlStateSchema>;

export const promoCodesRequest = pagedListRequest(promoCodesUrlStateSchema);
