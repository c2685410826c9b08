import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import { listParams } from '@/lib/page';
import { bidListPageSchema, type BidListQuery } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids: a carrier's own bids by tab, or every bid for an admin; empty filters left out. */
const bids = filteredRead(bidListPageSchema, endpoints.bids.list, bidKeys.list, (query: BidListQuery) =>
  listParams(query.page, query.size, {
    tab: query.tab,
    status: query.status,
    organizationId: query.organizationId,
    inquiryId: query.inquiryId,
    search: query.search,
    startDate: query.startDate,
    endDate: query.endDate,
    sort: query.sort,
  }),
);

/** One page of the list as the screen filters it, at any page and size (the CSV export's). */
export const getBids = bids.fetch;
export const useBids = (query: BidListQuery) => useQuery(bids.options(query));
