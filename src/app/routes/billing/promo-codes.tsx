import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parsePromoCodeQuery,
  toPromoCodeSearchParams,
} from '@/features/promo-codes/components/promo-code-list-query';
import { PromoCodesPage } from '@/features/promo-codes/components/promo-codes-page';
import type { PromoCodeQuery } from '@/features/promo-codes/schemas';

/** /promo-codes?search=&state=&page= — the admin's promo codes and vouchers. */
export function PromoCodesRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parsePromoCodeQuery(params), [params]);
  // A patch applies to the last query written, not the last rendered, so two quick changes both count.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const onChange = useCallback(
    (patch: Partial<PromoCodeQuery>, replace = false) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toPromoCodeSearchParams(next), { replace });
    },
    [setParams],
  );
  return <PromoCodesPage query={query} onChange={onChange} />;
}
