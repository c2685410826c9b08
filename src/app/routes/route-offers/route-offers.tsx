import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseRouteOfferListQuery,
  toRouteOfferSearchParams,
  type RouteOfferListQuery,
} from '@/features/route-offers/components/offers/offer-list-query';
import { RouteOffersPage } from '@/features/route-offers/components/offers/route-offers-page';
import { useSessionUser } from '@/lib/use-session';

/**
 * /route-offers?pickupCountryId=&deliveryCountryId=&mode=&search=&page=&myPage= — the market of route
 * offers for an importer; a carrier's own offers and then the market for a carrier.
 */
export function RouteOffersRoute() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseRouteOfferListQuery(params), [params]);
  // A patch applies to the last query written, not the last rendered, so two quick changes both count.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const onChange = useCallback(
    (patch: Partial<RouteOfferListQuery>, replace = false) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toRouteOfferSearchParams(next), { replace });
    },
    [setParams],
  );
  return (
    <RouteOffersPage
      audience={user?.organizationType === 'LOGISTIC' ? 'carrier' : 'importer'}
      query={query}
      onChange={onChange}
    />
  );
}
