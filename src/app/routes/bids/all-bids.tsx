import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { AllBidsPage } from '@/features/bids/components/all-bids-page';
import { DEFAULT_ALL_BIDS_SORT, parseAllBidsQuery, type AllBidsQuery } from '@/features/bids/schemas';

/** /all-bids/:id?status=&size=&page=&sort= — the importer's bids on one inquiry. */
export function AllBidsRoute() {
  const { id } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = parseAllBidsQuery(params);

  const onQueryChange = (next: Partial<AllBidsQuery>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status.toLowerCase());
    if (merged.size !== 10) search.set('size', String(merged.size));
    if (merged.page !== 1) search.set('page', String(merged.page));
    if (merged.sort && merged.sort !== DEFAULT_ALL_BIDS_SORT) search.set('sort', merged.sort);
    setParams(search);
  };

  return (
    <AllBidsPage
      inquiryId={id}
      query={query}
      onQueryChange={onQueryChange}
      canGoBack={location.key !== 'default'}
    />
  );
}
