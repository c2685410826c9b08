import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseBillingQuery,
  toBillingSearchParams,
  type BillingQuery,
  type BillingQueryPatch,
} from '@/features/billing/components/billing-query';
import { BillingPage } from '@/features/billing/components/billing-page';
import { PaymentProvider } from '@/features/billing/payment-context';

/** /billing (LOGISTIC): the list state is the URL's ?tab=&page=&invoicePage=. */
export function BillingRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseBillingQuery(params), [params]);
  // Patches build on the last query written, so two quick changes both count.
  const latest = useRef<BillingQuery>(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const onChange = useCallback<BillingQueryPatch>(
    (patch) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toBillingSearchParams(next));
    },
    [setParams],
  );

  return (
    <PaymentProvider>
      <BillingPage query={query} onChange={onChange} />
    </PaymentProvider>
  );
}
