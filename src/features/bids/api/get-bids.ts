import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { ListParams } from '@/lib/page';
import { bidListPageSchema } from '../schemas';
import { bidKeys } from './query-keys';

const bids = filteredRead(
  bidListPageSchema,
  endpoints.bids.list,
  (params: ListParams) => params,
  bidKeys.list,
);

export const getBids = bids.fetch;
export const useBids = bids.use;
