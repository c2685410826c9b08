import { allBillingUrlStateSchema } from '@/features/billing/all-billing-url-state';
import { AllBillingPage } from '@/features/billing/components/admin/all-billing-page';
import { useUrlState } from '@/lib/use-url-state';

/** /all-billing?organization=&status=&range=&page= — the admin's view of every organisation's billing. */
export function AllBillingRoute() {
  const [query, setQuery] = useUrlState(allBillingUrlStateSchema);
  return <AllBillingPage query={query} onChange={setQuery} />;
}
