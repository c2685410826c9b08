import { billingUrlStateSchema } from '@/features/billing/billing-url-state';
import { BillingPage } from '@/features/billing/components/billing-page';
import { useUrlState } from '@/lib/use-url-state';

export function BillingRoute() {
  const [query, setQuery] = useUrlState(billingUrlStateSchema);
  return <BillingPage query={query} onChange={setQuery} />;
}
