import { pagedListRequest, searchedPagesSchema, type UrlState } from '@/lib/url-request';
import { choiceParam } from '@/lib/use-url-state';
import { PROMO_STATES } from './schemas';

/** Codes per page: a marketing calendar's worth of codes fits on a page or two. */
const PROMO_CODES_PAGE_SIZE = 10;

export const promoCodesUrlStateSchema = searchedPagesSchema(PROMO_CODES_PAGE_SIZE, {
  state: choiceParam(['', ...PROMO_STATES], ''),
});
export type PromoCodesState = UrlState<typeof promoCodesUrlStateSchema>;

export const promoCodesRequest = pagedListRequest(promoCodesUrlStateSchema);
