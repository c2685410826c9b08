import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseAllBillingQuery,
  toAllBillingSearchParams,
  type AllBillingQueryPatch,
} from '@/features/billing/components/admin/all-billing-query';
import { AllBillingPage } from '@/features/billing/components/admin/all-billing-page';

/** /all-billing?organization=&status=&range=&page= — the admin's view of every organisation's billing. */
export function AllBillingRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseAllBillingQuery(params), [params]);
  // A patch applies to the last query written, not the last rendered, so two quick changes both count.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const onChange = useCallback<AllBillingQueryPatch>(
    (patch, { replace = false } = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toAllBillingSearchParams(next), { replace });
    },
    [setParams],
  );
  return <AllBillingPage query={query} onChange={onChange} />;
}
