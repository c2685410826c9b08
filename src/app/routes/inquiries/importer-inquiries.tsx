import { InquiryListPage } from '@/features/inquiries/components/list/inquiry-list-page';
import { inquiryListUrlStateSchema } from '@/features/inquiries/inquiry-list-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** An importer's own inquiries (/inquiries). */
export function ImporterInquiriesRoute() {
  const [query, setQuery] = useUrlState(inquiryListUrlStateSchema);
  return <InquiryListPage scope="own" query={query} onQueryChange={setQuery} />;
}
