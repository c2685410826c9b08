import { z } from 'zod/mini';
import { BID_STATUSES, BID_TABS, type BidTab } from '@/config/enums';
import { ALL_BIDS_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import type { BidListQuery } from '../../schemas';

// The /bids lists keep their state in the URL (the carrier's tab, the admin's filters, the search and
// the one-based page), so a link or a reload shows the same list. Anything unreadable falls back to
// its default rather than failing the screen.

export const BID_TAB_KEYS = Object.keys(BID_TABS) as [BidTab, ...BidTab[]];

const page = z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1);
const search = z.catch(z.string(), '');
const optionalId = () => z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

export const carrierBidsQuerySchema = z.object({
  tab: z.catch(z.enum(BID_TAB_KEYS), 'active'),
  search,
  page,
});
export type CarrierBidsQuery = z.infer<typeof carrierBidsQuerySchema>;

export const adminBidsQuerySchema = z.object({
  status: z.catch(z.enum(['', ...BID_STATUSES] as const), ''),
  organization: optionalId(),
  inquiry: optionalId(),
  range: z.catch(z.enum(DATE_RANGES), 'allDays'),
  search,
  page,
});
export type AdminBidsQuery = z.infer<typeof adminBidsQuerySchema>;

export const defaultCarrierBidsQuery: CarrierBidsQuery = carrierBidsQuerySchema.parse({});
export const defaultAdminBidsQuery: AdminBidsQuery = adminBidsQuerySchema.parse({});

export const parseCarrierBidsQuery = (params: URLSearchParams) =>
  carrierBidsQuerySchema.parse(Object.fromEntries(params));

export const parseAdminBidsQuery = (params: URLSearchParams) =>
  adminBidsQuerySchema.parse(Object.fromEntries(params));

/** The URL form: only what differs from the defaults, so links stay short. */
export function toBidsSearchParams<Q extends Record<string, string | number | undefined>>(
  query: Q,
  defaults: Q,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Writes a change to the URL: `replace` while typing, so Back does not step through every letter. */
export type BidsQueryPatch<Q> = (patch: Partial<Q>, options?: { replace?: boolean }) => void;

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
