import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RouteOfferQuery } from '../schemas';

export const routeOfferKeys = {
  all: rootKey(QUERY_ROOTS.routeOffers),
  list: (query: RouteOfferQuery) => [...routeOfferKeys.all, 'list', query] as const,
  /** The importer's lanes: derived from its inquiries, so under their own root. */
  lanes: () => [...rootKey(QUERY_ROOTS.lanes), 'list'] as const,
};
