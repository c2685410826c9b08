import { z } from 'zod/mini';
import { TRANSACTION_TABS } from '@/config/billing';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import type { TransactionQuery } from '../../schemas';

// The admin's /all-billing keeps its filters (organisation, status, date range) and the one-based
// page in the URL, so a link or a reload shows the same transactions. Anything unreadable falls
// back to its default rather than failing the screen.

/** Transactions per page: a month of one carrier's payments fits on one or two pages. */
export const TRANSACTIONS_PAGE_SIZE = 10;

const urlSchema = z.object({
  organization: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  status: z.catch(z.enum(TRANSACTION_TABS), 'all'),
  range: z.catch(z.enum(DATE_RANGES), 'allDays'),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type AllBillingUrlQuery = z.infer<typeof urlSchema>;

export const defaultAllBillingQuery: AllBillingUrlQuery = urlSchema.parse({});

export const parseAllBillingQuery = (params: URLSearchParams): AllBillingUrlQuery =>
  urlSchema.parse(Object.fromEntries(params));

/** The URL form: only what differs from the defaults, so links stay short. */
export function toAllBillingSearchParams(query: AllBillingUrlQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.organization !== undefined) params.set('organization', String(query.organization));
  if (query.status !== defaultAllBillingQuery.status) params.set('status', query.status);
  if (query.range !== defaultAllBillingQuery.range) params.set('range', query.range);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What GET /billing/transactions is asked: the named range resolved to its first and last day. */
export function toTransactionQuery(query: AllBillingUrlQuery, now = new Date()): TransactionQuery {
  const range = resolveDateRange(query.range, now);
  return {
    status: query.status,
    organizationId: query.organization ?? null,
    startDate: range?.startDate ?? null,
    endDate: range?.endDate ?? null,
    page: query.page,
    size: TRANSACTIONS_PAGE_SIZE,
  };
}

/** True when something narrows the list; the page does not. */
export const hasAllBillingFilters = (query: AllBillingUrlQuery) =>
  query.organization !== undefined || query.status !== 'all' || query.range !== 'allDays';

export type AllBillingQueryPatch = (
  patch: Partial<AllBillingUrlQuery>,
  options?: { replace?: boolean },
) => void;
