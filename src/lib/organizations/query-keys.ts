import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '../url-request';

export const organizationKeys = {
  all: rootKey(QUERY_ROOTS.organizations),
  list: (params: RequestParams) => [...organizationKeys.all, 'list', params] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  current: () => [...organizationKeys.all, 'current'] as const,
  carriers: () => [...organizationKeys.all, 'carriers'] as const,
};
