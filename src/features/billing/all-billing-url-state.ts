import { z } from 'zod/mini';
import { TRANSACTION_TABS } from '@/config/billing';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, idParam, pageParam } from '@/lib/use-url-state';

/** Transactions per page: a month of one carrier's payments fits on one or two pages. */
const TRANSACTIONS_PAGE_SIZE = 10;

export const allBillingUrlStateSchema = z.object({
  organization: idParam(),
  status: choiceParam(TRANSACTION_TABS, 'all'),
  range: choiceParam(DATE_RANGES, 'allDays'),
  page: pageParam(),
});
export type AllBillingUrlQuery = UrlState<typeof allBillingUrlStateSchema>;

export const defaultAllBillingQuery: AllBillingUrlQuery = allBillingUrlStateSchema.parse({});

/** GET /billing/transactions: 'all' is no status; the named range resolved to its first and last day. */
export const toTransactionQuery = urlRequest(allBillingUrlStateSchema, (state, now: Date = new Date()) =>
  listParams(state.page, TRANSACTIONS_PAGE_SIZE, {
    status: state.status === 'all' ? undefined : state.status,
    organizationId: state.organization,
    ...resolveDateRange(state.range, now),
  }),
);

/** True when something narrows the list; the page does not. */
export const hasAllBillingFilters = (query: AllBillingUrlQuery) =>
  query.organization !== undefined || query.status !== 'all' || query.range !== 'allDays';
