import { RouteOffersPage } from '@/features/route-offers/components/offers/route-offers-page';
import { routeOffersUrlStateSchema } from '@/features/route-offers/route-offers-url-state';
import { useSessionUser } from '@/lib/use-session';
import { useUrlState } from '@/lib/use-url-state';

/**
 * /route-offers?pickupCountryId=&deliveryCountryId=&mode=&search=&page=&myPage= — the market of route
 * offers for an importer; a carrier's own offers and then the market for a carrier.
 */
export function RouteOffersRoute() {
  const user = useSessionUser();
  const [query, setQuery] = useUrlState(routeOffersUrlStateSchema);
  return (
    <RouteOffersPage
      audience={user?.organizationType === 'LOGISTIC' ? 'carrier' : 'importer'}
      query={query}
      onChange={setQuery}
    />
  );
}
