import { z } from 'zod/mini';
import { CURRENCIES } from '@/config/enums';
import { choiceParam, pageParam } from '@/lib/use-url-state';
import { ALL_BIDS_SORTS, BID_FILTERS, DEFAULT_ALL_BIDS_SORT } from './schemas';

const ALL_BIDS_PAGE_SIZE = 10;

/** A status the list filters by: read in any case and held uppercased (spec §5), written lowercased. */
const statusParam = z.catch(
  z.codec(z.string(), z.string().check(z.refine((status) => BID_FILTERS.some((f) => f === status))), {
    decode: (raw) => raw.toUpperCase(),
    encode: (status) => status.toLowerCase(),
  }),
  '',
);

/**
 * /all-bids/:id?status=&size=&page=&sort=&currency= — the importer's bids on one inquiry. The page is one-based
 * here; getInquiryBids sends it zero-based and the status uppercased.
 */
export const allBidsUrlStateSchema = z.object({
  status: statusParam,
  size: z.catch(z.coerce.number().check(z.int(), z.positive()), ALL_BIDS_PAGE_SIZE),
  page: pageParam(),
  sort: choiceParam(ALL_BIDS_SORTS, DEFAULT_ALL_BIDS_SORT),
  /** The currency bids are compared in (issue 18); absent, each shows in its own. */
  currency: choiceParam(['', ...CURRENCIES], ''),
});
