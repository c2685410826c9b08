import { InquiryListPage } from '@/features/inquiries/components/list/inquiry-list-page';
import { inquiryListUrlStateSchema } from '@/features/inquiries/inquiry-list-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** Every organisation's inquiries, for the admin (/all-inquiries). */
export function AllInquiriesRoute() {
  const [query, setQuery] = useUrlState(inquiryListUrlStateSchema);
  return <InquiryListPage scope="all" query={query} onQueryChange={setQuery} />;
}
