import { z } from 'zod/mini';
import { BID_STATUSES, BID_TABS, type BidTab } from '@/config/enums';
import { ALL_BIDS_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, idParam, pageParam, textParam } from '@/lib/use-url-state';

export const BID_TAB_KEYS = Object.keys(BID_TABS) as [BidTab, ...BidTab[]];

export const carrierBidsUrlStateSchema = z.object({
  tab: choiceParam(BID_TAB_KEYS, 'active'),
  search: textParam(),
  page: pageParam(),
});
export type CarrierBidsQuery = UrlState<typeof carrierBidsUrlStateSchema>;

export const adminBidsUrlStateSchema = z.object({
  status: choiceParam(['', ...BID_STATUSES], ''),
  organization: idParam(),
  inquiry: idParam(),
  range: choiceParam(DATE_RANGES, 'allDays'),
  search: textParam(),
  page: pageParam(),
});
export type AdminBidsQuery = UrlState<typeof adminBidsUrlStateSchema>;

export const defaultAdminBidsQuery: AdminBidsQuery = adminBidsUrlStateSchema.parse({});

export const carrierBidListRequest = urlRequest(carrierBidsUrlStateSchema, (state) =>
  listParams(state.page, ALL_BIDS_PAGE_SIZE, { tab: state.tab, search: state.search }),
);

export const adminBidListRequest = urlRequest(adminBidsUrlStateSchema, (state, now: Date = new Date()) =>
  listParams(state.page, ALL_BIDS_PAGE_SIZE, {
    status: state.status,
    organizationId: state.organization,
    inquiryId: state.inquiry,
    search: state.search,
    ...resolveDateRange(state.range, now),
  }),
);

/** True when something narrows the admin's list; the page does not. */
export const hasAdminFilters = (query: AdminBidsQuery) =>
  query.status !== '' ||
  query.organization !== undefined ||
  query.inquiry !== undefined ||
  query.range !== 'allDays' ||
  query.search.trim() !== '';
