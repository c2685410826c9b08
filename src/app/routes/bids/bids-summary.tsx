import { useMemo } from 'react';
import { BidsSummaryPage } from '@/features/bids/components/bids-summary/bids-summary-page';
import { bidsSummaryUrlStateSchema, toBidReportQuery } from '@/features/bids/bids-summary-url-state';
import { useCan } from '@/lib/permissions';
import { useUrlState } from '@/lib/use-url-state';

export function BidsSummaryRoute() {
  const [state, setState] = useUrlState(bidsSummaryUrlStateSchema);
  const can = useCan();
  // Resolved once per range, so the query key (and the cache) stays put between renders.
  const query = useMemo(() => toBidReportQuery(state.range, state.period), [state.range, state.period]);
  return (
    <BidsSummaryPage
      range={state.range}
      query={query}
      onRangeChange={(range) => setState({ range })}
      onPeriodChange={(period) => setState({ period })}
      linkInquiries={can('view:inquiryBids')}
    />
  );
}
