import type { QueryFunction } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import type { Action } from '@/lib/permissions';
import { readUrlState } from '@/lib/use-url-state';
import { getDashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { inquiryListQueryOptions } from '@/features/inquiries/api/get-inquiries';
import { inquiryListUrlStateSchema } from '@/features/inquiries/inquiry-list-url-state';
import { getInquiryBidsQueryOptions } from '@/features/bids/api/get-inquiry-bids';
import { getInquiryHeadingQueryOptions } from '@/features/bids/api/get-inquiry-heading';
import { allBidsUrlStateSchema } from '@/features/bids/all-bids-url-state';
import { getBillingSummaryQueryOptions } from '@/features/billing/api/get-billing-summary';
import { DEFAULT_LANGUAGE } from '@/config/languages';

// Read by the build (build/first-request-plugin.ts) to start these requests from index.html; the
// app never imports it.

type FirstQuery = { queryKey: readonly unknown[]; queryFn?: unknown; enabled?: unknown };

export type LandingRoute = {
  path: string;
  action: Action;
  queries: (params: Record<string, string>) => FirstQuery[];
};

const noSearch = () => new URLSearchParams();

export const LANDING_ROUTES: LandingRoute[] = [
  { path: paths.home, action: 'view:home', queries: () => [getDashboardQueryOptions()] },
  {
    path: paths.inquiries.list,
    action: 'view:inquiries',
    queries: () => [inquiryListQueryOptions('own', readUrlState(inquiryListUrlStateSchema, noSearch()))],
  },
  {
    path: paths.inquiries.logisticList,
    action: 'view:carrierInquiries',
    queries: () => [inquiryListQueryOptions('open', readUrlState(inquiryListUrlStateSchema, noSearch()))],
  },
  {
    path: paths.inquiries.all,
    action: 'view:allInquiries',
    queries: () => [inquiryListQueryOptions('all', readUrlState(inquiryListUrlStateSchema, noSearch()))],
  },
  {
    path: paths.bids.allBids(),
    action: 'view:inquiryBids',
    queries: ({ id }) => [
      getInquiryBidsQueryOptions(id, readUrlState(allBidsUrlStateSchema, noSearch())),
      // The heading's key names the language, not its URL: any language gives the same request.
      getInquiryHeadingQueryOptions(id, DEFAULT_LANGUAGE),
    ],
  },
  { path: paths.money.billing, action: 'view:billing', queries: () => [getBillingSummaryQueryOptions()] },
];

export async function runQuery(query: FirstQuery) {
  if (query.enabled === false || typeof query.queryFn !== 'function') return;
  const run = query.queryFn as QueryFunction;
  const context: Parameters<QueryFunction>[0] = {
    queryKey: query.queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined as never,
  };
  await run(context);
}
