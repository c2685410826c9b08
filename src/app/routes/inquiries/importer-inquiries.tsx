import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InquiryListPage } from '@/features/inquiries/components/list/inquiry-list-page';
import type { InquiryQueryChange } from '@/features/inquiries/components/list/list-state';
import { parseInquiryListQuery, toInquirySearchParams } from '@/features/inquiries/list-query';

/** An importer's own inquiries (/inquiries). The list's state is the URL's query string. */
export function ImporterInquiriesRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseInquiryListQuery(params), [params]);
  const onQueryChange = useCallback<InquiryQueryChange>(
    (next, { replace = false } = {}) => setParams(toInquirySearchParams(next), { replace }),
    [setParams],
  );
  return <InquiryListPage scope="own" query={query} onQueryChange={onQueryChange} />;
}
