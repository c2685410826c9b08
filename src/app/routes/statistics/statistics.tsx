import { useMemo } from 'react';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import { statisticsUrlStateSchema, toStatisticsQuery } from '@/features/statistics/statistics-url-state';
import { useUrlState } from '@/lib/use-url-state';

export function StatisticsRoute() {
  const [{ range }, setState] = useUrlState(statisticsUrlStateSchema);
  // Resolved once per range, so the query key (and the cache) stays put between renders.
  const query = useMemo(() => toStatisticsQuery(range), [range]);
  return <StatisticsPage range={range} query={query} onRangeChange={(next) => setState({ range: next })} />;
}
