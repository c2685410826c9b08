import { z } from 'zod/mini';
import { TRANSACTION_TABS } from '@/config/billing';
import { listParams } from '@/lib/page';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, pageParam } from '@/lib/use-url-state';

/** Rows per page of the transactions and invoices lists. */
export const BILLING_PAGE_SIZE = 10;

export const billingUrlStateSchema = z.object({
  tab: choiceParam(TRANSACTION_TABS, 'all'),
  page: pageParam(),
  invoicePage: pageParam(),
});
export type BillingQuery = UrlState<typeof billingUrlStateSchema>;

export const ownTransactionsRequest = urlRequest(billingUrlStateSchema, (state) =>
  listParams(state.page, BILLING_PAGE_SIZE, { status: state.tab === 'all' ? undefined : state.tab }),
);

export const invoicesRequest = urlRequest(billingUrlStateSchema, (state) =>
  listParams(state.invoicePage, BILLING_PAGE_SIZE),
);
