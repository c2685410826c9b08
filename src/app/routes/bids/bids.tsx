import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminBidList } from '@/features/bids/components/bid-list/admin-bid-list';
import {
  defaultAdminBidsQuery,
  defaultCarrierBidsQuery,
  parseAdminBidsQuery,
  parseCarrierBidsQuery,
  toBidsSearchParams,
  type AdminBidsQuery,
  type BidsQueryPatch,
  type CarrierBidsQuery,
} from '@/features/bids/components/bid-list/bid-list-query';
import { CarrierBidList } from '@/features/bids/components/bid-list/carrier-bid-list';
import { useSessionUser } from '@/lib/use-session';

/**
 * /bids: the carrier's own bids by tab, or every bid for the admin (the route lets in only these
 * two). The list's state is the URL's query string.
 */
export function BidsRoute() {
  const user = useSessionUser();
  return user?.organizationType === 'ADMIN' ? <AdminBids /> : <CarrierBids />;
}

/**
 * Parses the URL with `parse` and writes patches back. A patch applies to the last query written,
 * not the last one rendered, so two quick changes (a filter, then a page) both count.
 */
function useUrlQuery<Q extends Record<string, string | number | undefined>>(
  parse: (params: URLSearchParams) => Q,
  defaults: Q,
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [parse, params]);
  const latest = useRef(query);
  // Once the URL shows a query (ours, or the Back button's), it is the one to build on.
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const onChange = useCallback<BidsQueryPatch<Q>>(
    (patch, { replace = false } = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toBidsSearchParams(next, defaults), { replace });
    },
    [setParams, defaults],
  );
  return [query, onChange] as const;
}

function CarrierBids() {
  const [query, onChange] = useUrlQuery<CarrierBidsQuery>(parseCarrierBidsQuery, defaultCarrierBidsQuery);
  return <CarrierBidList query={query} onChange={onChange} />;
}

function AdminBids() {
  const [query, onChange] = useUrlQuery<AdminBidsQuery>(parseAdminBidsQuery, defaultAdminBidsQuery);
  return <AdminBidList query={query} onChange={onChange} />;
}
