import { z } from 'zod/mini';
import { CURRENCIES } from '@/config/enums';
import { springOrder } from '@/lib/filtered-read';
import { urlRequest, type UrlState } from '@/lib/url-request';
import { choiceParam, pageParam } from '@/lib/use-url-state';
import {
  ALL_BIDS_SORTS,
  ALL_BIDS_SORT_PARAM,
  BID_FILTERS,
  DEFAULT_ALL_BIDS_SORT,
  sortsByPrice,
  type Bid,
} from './schemas';

const ALL_BIDS_PAGE_SIZE = 10;

/** Read in any case, held uppercased as the server spells it, written lowercased. */
const statusParam = z.catch(
  z.codec(z.string(), z.string().check(z.refine((status) => BID_FILTERS.some((f) => f === status))), {
    decode: (raw) => raw.toUpperCase(),
    encode: (status) => status.toLowerCase(),
  }),
  '',
);

export const allBidsUrlStateSchema = z.object({
  status: statusParam,
  size: z.catch(z.coerce.number().check(z.int(), z.positive()), ALL_BIDS_PAGE_SIZE),
  page: pageParam(),
  sort: choiceParam(ALL_BIDS_SORTS, DEFAULT_ALL_BIDS_SORT),
  /** The currency bids are compared in; absent, each shows in its own. */
  currency: choiceParam(['', ...CURRENCIES], ''),
});
export type AllBidsState = UrlState<typeof allBidsUrlStateSchema>;

/** The spec sends `status` even when empty (all bids); 'fastest first' is on our own field, held back. */
export const allBidsRequest = urlRequest(allBidsUrlStateSchema, (state) => ({
  status: state.status,
  size: state.size,
  page: Math.max(0, state.page - 1),
  sort: ALL_BIDS_SORT_PARAM[state.sort] ?? 'transitDays,asc',
  ...(sortsByPrice(state.sort) && state.currency ? { currency: state.currency } : {}),
}));

export const allBidsOrder = springOrder<Bid>(
  { createdAt: (bid) => bid.createdAt, value: (bid) => bid.value, transitDays: (bid) => bid.transitDays },
  ['transitDays'],
);
