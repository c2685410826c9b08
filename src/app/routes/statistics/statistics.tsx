import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import {
  parseStatisticsUrl,
  toStatisticsQuery,
  toStatisticsSearchParams,
} from '@/features/statistics/components/statistics-url';

/** /statistics?range= — every role's figures; the answer's role decides which charts show. */
export function StatisticsRoute() {
  const [params, setParams] = useSearchParams();
  const { range } = useMemo(() => parseStatisticsUrl(params), [params]);
  // Resolved once per range, so the query key (and the cache) stays put between renders.
  const query = useMemo(() => toStatisticsQuery(range), [range]);
  return (
    <StatisticsPage
      range={range}
      query={query}
      onRangeChange={(next) => setParams(toStatisticsSearchParams({ range: next }))}
    />
  );
}
