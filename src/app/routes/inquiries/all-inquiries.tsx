import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InquiryListPage } from '@/features/inquiries/components/list/inquiry-list-page';
import type { InquiryQueryChange } from '@/features/inquiries/components/list/list-state';
import { parseInquiryListQuery, toInquirySearchParams } from '@/features/inquiries/list-query';

/** Every organisation's inquiries, for the admin (/all-inquiries). The list's state is the URL's query string. */
export function AllInquiriesRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseInquiryListQuery(params), [params]);
  const onQueryChange = useCallback<InquiryQueryChange>(
    (next, { replace = false } = {}) => setParams(toInquirySearchParams(next), { replace }),
    [setParams],
  );
  return <InquiryListPage scope="all" query={query} onQueryChange={onQueryChange} />;
}
