import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead, orderBy, type ListOrder } from '@/lib/filtered-read';
import type { PageRequest } from '@/lib/page';
import {
  ALL_BIDS_SORT_PARAM,
  DEFAULT_ALL_BIDS_SORT,
  bidPageSchema,
  sortsByPrice,
  type AllBidsQuery,
  type AllBidsSort,
  type Bid,
} from '../schemas';
import { bidKeys } from './query-keys';

/** The currency prices are ranked in, sent only when the order is by price (it changes nothing else). */
const comparedIn = (query: AllBidsQuery) => (sortsByPrice(query.sort) && query.currency) || undefined;

type InquiryBidsQuery = AllBidsQuery & { inquiryId: string | number | undefined | null };

/** Each order on the rows in hand: for 'fastest first', and for a server that refuses the sort. */
const ALL_BIDS_COMPARE: Record<AllBidsSort, (a: Bid, b: Bid) => number> = {
  'date-desc': orderBy((bid) => bid.createdAt, 'desc'),
  'date-asc': orderBy((bid) => bid.createdAt, 'asc'),
  'price-asc': orderBy((bid) => bid.value, 'asc'),
  'price-desc': orderBy((bid) => bid.value, 'desc'),
  'transit-asc': orderBy((bid) => bid.transitDays, 'asc'),
};

const sortOf = (query: AllBidsQuery) => query.sort ?? DEFAULT_ALL_BIDS_SORT;

const allBidsOrder: ListOrder<InquiryBidsQuery, Bid> = {
  sort: (query) => ALL_BIDS_SORT_PARAM[sortOf(query)],
  compare: (query) => ALL_BIDS_COMPARE[sortOf(query)],
};

function inquiryUrl({ inquiryId }: InquiryBidsQuery) {
  if (inquiryId === undefined || inquiryId === null || String(inquiryId).trim() === '')
    throw new Error('ID is required');
  return endpoints.bids.ofInquiry(inquiryId);
}

/**
 * GET /api/bids/bids/{id}?status=&size=&page=&sort=&currency= — status uppercased, page zero-based on
 * the wire; sort always, newest first (`createdAt,desc`) by default; currency (ours) only when prices
 * are ranked in one. Not listParams: the spec sends `status` even when empty (all bids).
 */
const inquiryBids = filteredRead(
  bidPageSchema,
  inquiryUrl,
  ({ inquiryId, ...query }: InquiryBidsQuery) =>
    bidKeys.ofInquiry(inquiryId === undefined || inquiryId === null ? undefined : String(inquiryId), query),
  (query: InquiryBidsQuery) => {
    const compareIn = comparedIn(query);
    return {
      status: query.status.toUpperCase(),
      size: query.size,
      page: Math.max(0, query.page - 1),
      ...(compareIn ? { currency: compareIn } : {}),
    };
  },
  allBidsOrder,
);

export const getInquiryBids = (
  inquiryId: string | number | undefined | null,
  query: AllBidsQuery,
  pageRequest?: PageRequest,
) => inquiryBids.fetch({ ...query, inquiryId }, pageRequest);

export const getInquiryBidsQueryOptions = (inquiryId: string | undefined, query: AllBidsQuery) =>
  inquiryBids.options({ ...query, inquiryId });

export const useInquiryBids = (inquiryId: string | undefined, query: AllBidsQuery) =>
  useQuery(getInquiryBidsQueryOptions(inquiryId, query));
