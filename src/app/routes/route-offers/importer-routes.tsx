import { LanesPage } from '@/features/route-offers/components/lanes/lanes-page';
import { lanesUrlStateSchema } from '@/features/route-offers/lanes-url-state';
import { useUrlState } from '@/lib/use-url-state';

export function ImporterRoutesRoute() {
  const [query, setQuery] = useUrlState(lanesUrlStateSchema);
  return <LanesPage query={query} onChange={setQuery} />;
}
