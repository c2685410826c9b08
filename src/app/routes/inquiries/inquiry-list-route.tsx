import type { InquiryListScope } from '@/features/inquiries/api/get-inquiries';
import { InquiryListPage } from '@/features/inquiries/components/list/inquiry-list-page';
import { inquiryListUrlStateSchema } from '@/features/inquiries/inquiry-list-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** A list of inquiries whose state is the URL's query string. */
export const inquiryListRoute = (scope: InquiryListScope) =>
  function InquiryListRoute() {
    const [query, setQuery] = useUrlState(inquiryListUrlStateSchema);
    return <InquiryListPage scope={scope} query={query} onQueryChange={setQuery} />;
  };
