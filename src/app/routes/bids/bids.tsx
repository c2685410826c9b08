import { AdminBidList } from '@/features/bids/components/bid-list/admin-bid-list';
import { CarrierBidList } from '@/features/bids/components/bid-list/carrier-bid-list';
import { adminBidsUrlStateSchema, carrierBidsUrlStateSchema } from '@/features/bids/bids-url-state';
import { useCan } from '@/lib/permissions';
import { useUrlState } from '@/lib/use-url-state';

/** /bids: the carrier's own bids by tab, or every bid for the admin (the route lets in only these two). */
export function BidsRoute() {
  const can = useCan();
  return can('bid:seeAll') ? <AdminBids /> : <CarrierBids />;
}

function CarrierBids() {
  const [query, setQuery] = useUrlState(carrierBidsUrlStateSchema);
  return <CarrierBidList query={query} onChange={setQuery} />;
}

function AdminBids() {
  const [query, setQuery] = useUrlState(adminBidsUrlStateSchema);
  return <AdminBidList query={query} onChange={setQuery} />;
}
