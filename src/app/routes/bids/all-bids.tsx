import { useLocation, useParams } from 'react-router-dom';
import { allBidsUrlStateSchema } from '@/features/bids/all-bids-url-state';
import { AllBidsPage } from '@/features/bids/components/all-bids-page';
import { useUrlState } from '@/lib/use-url-state';

export function AllBidsRoute() {
  const { id } = useParams();
  const location = useLocation();
  const [query, setQuery] = useUrlState(allBidsUrlStateSchema);

  return (
    <AllBidsPage
      inquiryId={id}
      query={query}
      onQueryChange={setQuery}
      canGoBack={location.key !== 'default'}
    />
  );
}
