import { PromoCodesPage } from '@/features/promo-codes/components/promo-codes-page';
import { promoCodesUrlStateSchema } from '@/features/promo-codes/promo-codes-url-state';
import { useUrlState } from '@/lib/use-url-state';

export function PromoCodesRoute() {
  const [query, setQuery] = useUrlState(promoCodesUrlStateSchema);
  return <PromoCodesPage query={query} onChange={setQuery} />;
}
