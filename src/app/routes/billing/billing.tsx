import { billingUrlStateSchema } from '@/features/billing/billing-url-state';
import { BillingPage } from '@/features/billing/components/billing-page';
import { useUrlState } from '@/lib/use-url-state';

/** /billing (LOGISTIC): the list state is the URL's ?tab=&page=&invoicePage=. */
export function BillingRoute() {
  const [query, setQuery] = useUrlState(billingUrlStateSchema);
  return <BillingPage query={query} onChange={setQuery} />;
}
