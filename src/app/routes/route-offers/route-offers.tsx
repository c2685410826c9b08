import { RouteOffersPage } from '@/features/route-offers/components/offers/route-offers-page';
import { routeOffersUrlStateSchema } from '@/features/route-offers/route-offers-url-state';
import { useCan } from '@/lib/permissions';
import { useUrlState } from '@/lib/use-url-state';

export function RouteOffersRoute() {
  const can = useCan();
  const [query, setQuery] = useUrlState(routeOffersUrlStateSchema);
  return (
    <RouteOffersPage
      audience={can('routeOffer:publish') ? 'carrier' : 'importer'}
      query={query}
      onChange={setQuery}
    />
  );
}
