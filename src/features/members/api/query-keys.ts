import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

// Every member query's key: a write to one member, or a new name on the profile screen, refreshes
// them all through `all` (the list, the one opened, the activities' person filter).
export const memberKeys = {
  all: rootKey(QUERY_ROOTS.members),
  list: (params: RequestParams) => [...memberKeys.all, 'list', params] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};
