import { QUERY_ROOTS } from '@/config/query-roots';
import { listKeys } from '@/lib/url-request';

export const routeOfferKeys = {
  ...listKeys(QUERY_ROOTS.routeOffers),
  /** The importer's lanes: derived from its inquiries, so under their own root. */
  lanes: listKeys(QUERY_ROOTS.lanes).lists,
};
