import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLE_GROUPS, isAllowed } from '@/config/access';
import { BidsSummaryPage } from '@/features/bids/components/bids-summary/bids-summary-page';
import {
  parseBidsSummaryUrl,
  toBidReportQuery,
  toBidsSummarySearchParams,
  type BidsSummaryUrlState,
} from '@/features/bids/components/bids-summary/url-query';
import { useSessionUser } from '@/lib/use-session';

/** /bids-summary?range=&period= — the bids report: an importer's own inquiries, or every one for an admin. */
export function BidsSummaryRoute() {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const state = useMemo(() => parseBidsSummaryUrl(params), [params]);
  // Resolved once per range, so the query key (and the cache) stays put between renders.
  const query = useMemo(() => toBidReportQuery(state.range, state.period), [state.range, state.period]);
  const change = (patch: Partial<BidsSummaryUrlState>) =>
    setParams(toBidsSummarySearchParams({ ...state, ...patch }));

  return (
    <BidsSummaryPage
      range={state.range}
      query={query}
      onRangeChange={(range) => change({ range })}
      onPeriodChange={(period) => change({ period })}
      // The inquiry's bids screen is the importer's own (route table: all-bids is importer-only).
      linkInquiries={isAllowed(user?.organizationType, ROLE_GROUPS.importerOnly)}
    />
  );
}
