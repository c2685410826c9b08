import { allBillingUrlStateSchema } from '@/features/billing/all-billing-url-state';
import { AllBillingPage } from '@/features/billing/components/admin/all-billing-page';
import { useUrlState } from '@/lib/use-url-state';

export function AllBillingRoute() {
  const [query, setQuery] = useUrlState(allBillingUrlStateSchema);
  return <AllBillingPage query={query} onChange={setQuery} />;
}
