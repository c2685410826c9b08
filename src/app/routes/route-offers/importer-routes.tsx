import { LanesPage } from '@/features/route-offers/components/lanes/lanes-page';
import { lanesUrlStateSchema } from '@/features/route-offers/lanes-url-state';
import { useUrlState } from '@/lib/use-url-state';

/** /importer-routes?search=&sort=&page= — the importer's lanes ('route list'). */
export function ImporterRoutesRoute() {
  const [query, setQuery] = useUrlState(lanesUrlStateSchema);
  return <LanesPage query={query} onChange={setQuery} />;
}
