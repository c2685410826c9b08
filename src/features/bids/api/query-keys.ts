import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { listKeys, type RequestParams } from '@/lib/url-request';

// The spec's two keys: 'bids', and 'all-bids' for the importer's screen of one inquiry's bids.

export const bidKeys = {
  ...listKeys(QUERY_ROOTS.bids),
  history: (bidId: number) => [...bidKeys.all, 'history', bidId] as const,
  mine: (inquiryId: number) => [...bidKeys.all, 'mine', inquiryId] as const,
  report: (params: RequestParams) => [...bidKeys.all, 'report', params] as const,
  inquiries: (params: RequestParams) => [...bidKeys.all, 'inquiries', params] as const,

  allBids: rootKey(QUERY_ROOTS.allBids),
  ofInquiry: (id: string | undefined, params: RequestParams) =>
    [...bidKeys.allBids, 'bids', id, params] as const,
  exchangeRates: () => [...bidKeys.allBids, 'exchange-rates'] as const,
  /** Its own key, since the inquiry feature caches the whole inquiry. */
  inquiryHeading: (id: string | undefined, language: string) =>
    [...bidKeys.allBids, 'inquiry-heading', id, language] as const,
};

/** What every bid write makes stale: the bid lists, and the inquiries (their bid counts and status). */
export const bidWriteKeys = [bidKeys.all, rootKey(QUERY_ROOTS.inquiries)] as const;

/** An importer's decision also changes the all-bids screen it was taken on. */
export const bidDecisionKeys = [...bidWriteKeys, bidKeys.allBids] as const;
