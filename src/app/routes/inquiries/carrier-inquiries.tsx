import { InquiryListPage } from '@/features/inquiries/components/list/inquiry-list-page';
import { inquiryListUrlStateSchema } from '@/features/inquiries/inquiry-list-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** The inquiries open to a carrier's bids (/inquiry). */
export function CarrierInquiriesRoute() {
  const [query, setQuery] = useUrlState(inquiryListUrlStateSchema);
  return <InquiryListPage scope="open" query={query} onQueryChange={setQuery} />;
}
