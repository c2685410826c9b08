import { InquiriesBidsPage } from '@/features/bids/components/inquiries-bids/inquiries-bids-page';
import { inquiriesBidsUrlStateSchema } from '@/features/bids/inquiries-bids-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** /inquiries-bids?search=&withBids=&page= — the importer's inquiries with their bids. */
export function InquiriesBidsRoute() {
  const [query, setQuery] = useUrlState(inquiriesBidsUrlStateSchema);
  return <InquiriesBidsPage query={query} onQueryChange={setQuery} />;
}
