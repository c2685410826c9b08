import { z } from 'zod/mini';
import { TRANSACTION_TABS } from '@/config/billing';
import { choiceParam, pageParam } from '@/lib/use-url-state';

/** Rows per page of the transactions and invoices lists. */
export const BILLING_PAGE_SIZE = 10;

/** /billing?tab=&page=&invoicePage= — the carrier's transactions (by tab) and invoices, each paged. */
export const billingUrlStateSchema = z.object({
  tab: choiceParam(TRANSACTION_TABS, 'all'),
  page: pageParam(),
  invoicePage: pageParam(),
});
export type BillingQuery = z.infer<typeof billingUrlStateSchema>;
