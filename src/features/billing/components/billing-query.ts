import { z } from 'zod/mini';
import { TRANSACTION_TABS } from '@/config/billing';

// /billing keeps its lists' state in the URL (?tab=&page=&invoicePage=), so a link or a reload
// shows the same lists. Anything unreadable falls back to its default rather than failing the page.

/** Rows per page of the transactions and invoices lists. */
export const BILLING_PAGE_SIZE = 10;

const page = z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1);

export const billingQuerySchema = z.object({
  tab: z.catch(z.enum(TRANSACTION_TABS), 'all'),
  page,
  invoicePage: page,
});
export type BillingQuery = z.infer<typeof billingQuerySchema>;

export const defaultBillingQuery: BillingQuery = billingQuerySchema.parse({});

export const parseBillingQuery = (params: URLSearchParams) =>
  billingQuerySchema.parse(Object.fromEntries(params));

/** The URL form: only what differs from the defaults. */
export function toBillingSearchParams(query: BillingQuery) {
  const params = new URLSearchParams();
  if (query.tab !== defaultBillingQuery.tab) params.set('tab', query.tab);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.invoicePage !== 1) params.set('invoicePage', String(query.invoicePage));
  return params;
}

export type BillingQueryPatch = (patch: Partial<BillingQuery>) => void;
