import { InquiriesBidsPage } from '@/features/bids/components/inquiries-bids/inquiries-bids-page';
import { inquiriesBidsUrlStateSchema } from '@/features/bids/inquiries-bids-url-state';
import { useUrlState } from '@/lib/use-url-state';

export function InquiriesBidsRoute() {
  const [query, setQuery] = useUrlState(inquiriesBidsUrlStateSchema);
  return <InquiriesBidsPage query={query} onQueryChange={setQuery} />;
}
