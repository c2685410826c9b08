import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseLaneListQuery,
  toLaneSearchParams,
  type LaneListQuery,
} from '@/features/routes/components/lanes/lane-list-query';
import { LanesView } from '@/features/routes/components/lanes/lanes-view';

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
  return <LanesView query={query} onChange={onChange} />;
}
