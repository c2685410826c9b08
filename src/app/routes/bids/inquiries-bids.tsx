import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InquiriesBidsPage } from '@/features/bids/components/inquiries-bids/inquiries-bids-page';
import {
  parseInquiriesBidsQuery,
  toInquiriesBidsSearchParams,
} from '@/features/bids/components/inquiries-bids/url-query';
import type { InquiryBidsQuery } from '@/features/bids/schemas';

/** /inquiries-bids?search=&withBids=&page= — the importer's inquiries with their bids. */
export function InquiriesBidsRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseInquiriesBidsQuery(params), [params]);
  const onQueryChange = useCallback(
    (next: InquiryBidsQuery, { replace = false }: { replace?: boolean } = {}) =>
      setParams(toInquiriesBidsSearchParams(next), { replace }),
    [setParams],
  );
  return <InquiriesBidsPage query={query} onQueryChange={onQueryChange} />;
}
