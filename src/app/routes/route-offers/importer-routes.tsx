import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseLaneListQuery,
  toLaneSearchParams,
  type LaneListQuery,
} from '@/features/route-offers/components/lanes/lane-list-query';
import { LanesPage } from '@/features/route-offers/components/lanes/lanes-page';

/** /importer-routes?search=&sort=&page= — the importer's lanes ('route list'). */
export function ImporterRoutesRoute() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseLaneListQuery(params), [params]);
  // A patch applies to the last query written, not the last rendered, so two quick changes both count.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const onChange = useCallback(
    (patch: Partial<LaneListQuery>, replace = false) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setParams(toLaneSearchParams(next), { replace });
    },
    [setParams],
  );
  return <LanesPage query={query} onChange={onChange} />;
}
