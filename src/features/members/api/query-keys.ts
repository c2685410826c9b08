import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { MemberListQuery } from '../schemas';

// Every member query's key: a write to one member, or a new name on the profile screen, refreshes
// them all through `all` (the list, the one opened, the activities' person filter).
export const memberKeys = {
  all: rootKey(QUERY_ROOTS.members),
  list: (query: MemberListQuery) => [...memberKeys.all, 'list', query] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
};
