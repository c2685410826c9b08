import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { bidListPageSchema } from '../schemas';
import { bidKeys } from './query-keys';

/** GET /api/bids: a carrier's own bids by tab, or every bid for an admin (bids-url-state's requests). */
const bids = filteredRead(
  bidListPageSchema,
  endpoints.bids.list,
  (params: ListParams) => params,
  bidKeys.list,
);

/** One page of the list as the screen filters it, at any page and size (the CSV export's). */
export const getBids = bids.fetch;
export const useBids = bids.use;
