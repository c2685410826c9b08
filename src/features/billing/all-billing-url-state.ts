import { z } from 'zod/mini';
import { TRANSACTION_TABS } from '@/config/billing';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { choiceParam, idParam, pageParam } from '@/lib/use-url-state';
import type { TransactionQuery } from './schemas';

// The admin's /all-billing keeps its filters (organisation, status, date range) and the one-based
// page in the URL, so a link or a reload shows the same transactions. Anything unreadable falls
// back to its default rather than failing the screen.

/** Transactions per page: a month of one carrier's payments fits on one or two pages. */
const TRANSACTIONS_PAGE_SIZE = 10;

/** /all-billing?organization=&status=&range=&page= */
export const allBillingUrlStateSchema = z.object({
  organization: idParam(),
  status: choiceParam(TRANSACTION_TABS, 'all'),
  range: choiceParam(DATE_RANGES, 'allDays'),
  page: pageParam(),
});
export type AllBillingUrlQuery = z.infer<typeof allBillingUrlStateSchema>;

export const defaultAllBillingQuery: AllBillingUrlQuery = allBillingUrlStateSchema.parse({});

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
