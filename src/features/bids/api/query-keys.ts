import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import {
  DEFAULT_ALL_BIDS_SORT,
  sortsByPrice,
  type AllBidsQuery,
  type BidListQuery,
  type BidReportQuery,
  type InquiryBidsQuery,
} from '../schemas';

// Every bid query's key. The spec caches bids under two keys (§7): 'bids' for the carrier's and the
// admin's lists, the report and the carrier's own bids, and 'all-bids' for the importer's screen of
// one inquiry's bids. A decision on a bid refreshes both (decisionKeys).

export const bidKeys = {
  all: rootKey(QUERY_ROOTS.bids),
  list: (query: BidListQuery) => [...bidKeys.all, 'list', query] as const,
  history: (bidId: number) => [...bidKeys.all, 'history', bidId] as const,
  mine: (inquiryId: number) => [...bidKeys.all, 'mine', inquiryId] as const,
  report: (query: BidReportQuery) => [...bidKeys.all, 'report', query] as const,
  inquiries: (query: InquiryBidsQuery) => [...bidKeys.all, 'inquiries', query] as const,

  allBids: rootKey(QUERY_ROOTS.allBids),
  /** One inquiry's bids, by the query as the server reads it (a missing sort is the default). */
  ofInquiry: (id: string | undefined, query: AllBidsQuery) =>
    [
      ...bidKeys.allBids,
      'bids',
      id,
      {
        status: query.status,
        size: query.size,
        page: query.page,
        sort: query.sort ?? DEFAULT_ALL_BIDS_SORT,
        // Only an order by price depends on the currency compared in.
        currency: (sortsByPrice(query.sort) && query.currency) || '',
      },
    ] as const,
  /** Dated exchange rates, to compare bids in one currency: the same all day, fetched once. */
  exchangeRates: () => [...bidKeys.allBids, 'exchange-rates'] as const,
  /** The inquiry the all-bids screen is named by: its own key, since the inquiry feature caches the whole one. */
  inquiryHeading: (id: string | undefined, language: string) =>
    [...bidKeys.allBids, 'inquiry-heading', id, language] as const,
};

/** What every bid write makes stale: the bid lists, and the inquiries (their bid counts and status). */
export const bidWriteKeys = [bidKeys.all, rootKey(QUERY_ROOTS.inquiries)] as const;

/** An importer's decision also changes the all-bids screen it was taken on (spec §7: 'bids' is invalidated). */
export const bidDecisionKeys = [...bidWriteKeys, bidKeys.allBids] as const;
