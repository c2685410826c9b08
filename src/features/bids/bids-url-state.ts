import { z } from 'zod/mini';
import { BID_STATUSES, BID_TABS, type BidTab } from '@/config/enums';
import { ALL_BIDS_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { choiceParam, idParam, pageParam, textParam } from '@/lib/use-url-state';
import type { BidListQuery } from './schemas';

// The /bids lists keep their state in the URL (the carrier's tab, the admin's filters, the search and
// the one-based page), so a link or a reload shows the same list. Anything unreadable falls back to
// its default rather than failing the screen.

export const BID_TAB_KEYS = Object.keys(BID_TABS) as [BidTab, ...BidTab[]];

/** /bids?tab=&search=&page= — the carrier's own bids. */
export const carrierBidsUrlStateSchema = z.object({
  tab: choiceParam(BID_TAB_KEYS, 'active'),
  search: textParam(),
  page: pageParam(),
});
export type CarrierBidsQuery = z.infer<typeof carrierBidsUrlStateSchema>;

/** /bids?status=&organization=&inquiry=&range=&search=&page= — every bid, for the admin. */
export const adminBidsUrlStateSchema = z.object({
  status: choiceParam(['', ...BID_STATUSES], ''),
  organization: idParam(),
  inquiry: idParam(),
  range: choiceParam(DATE_RANGES, 'allDays'),
  search: textParam(),
  page: pageParam(),
});
export type AdminBidsQuery = z.infer<typeof adminBidsUrlStateSchema>;

export const defaultAdminBidsQuery: AdminBidsQuery = adminBidsUrlStateSchema.parse({});

export const carrierBidListRequest = (query: CarrierBidsQuery): BidListQuery => ({
  tab: query.tab,
  search: query.search,
  page: query.page,
  size: ALL_BIDS_PAGE_SIZE,
});

export function adminBidListRequest(query: AdminBidsQuery, now = new Date()): BidListQuery {
  const range = resolveDateRange(query.range, now);
  return {
    status: query.status,
    organizationId: query.organization ?? null,
    inquiryId: query.inquiry ?? null,
    search: query.search,
    startDate: range?.startDate ?? null,
    endDate: range?.endDate ?? null,
    page: query.page,
    size: ALL_BIDS_PAGE_SIZE,
  };
}

/** True when something narrows the admin's list; the page does not. */
export const hasAdminFilters = (query: AdminBidsQuery) =>
  query.status !== '' ||
  query.organization !== undefined ||
  query.inquiry !== undefined ||
  query.range !== 'allDays' ||
  query.search.trim() !== '';
