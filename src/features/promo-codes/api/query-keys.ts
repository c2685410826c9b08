import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

export const promoCodeKeys = {
  all: rootKey(QUERY_ROOTS.promoCodes),
  list: (params: RequestParams) => [...promoCodeKeys.all, 'list', params] as const,
};
