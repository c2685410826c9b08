import { endpoints } from '@/config/endpoints';
import { sentRead } from '@/lib/filtered-read';
import { bidListPageSchema } from '../schemas';
import { bidKeys } from './query-keys';

const bids = sentRead(bidListPageSchema, endpoints.bids.list, bidKeys.list);

export const getBids = bids.fetch;
export const useBids = bids.use;
