import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

export const routeOfferKeys = {
  all: rootKey(QUERY_ROOTS.routeOffers),
  list: (params: RequestParams) => [...routeOfferKeys.all, 'list', params] as const,
  /** The importer's lanes: derived from its inquiries, so under their own root. */
  lanes: () => [...rootKey(QUERY_ROOTS.lanes), 'list'] as const,
};
