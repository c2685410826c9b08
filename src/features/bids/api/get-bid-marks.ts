import { useQuery } from '@tanstack/react-query';
import type { AllBidsQuery } from '../schemas';
import { getInquiryBidsQueryOptions } from './get-inquiry-bids';

/**
 * The cheapest bid of the list as filtered when it runs to more than one page: the first bid of the
 * same list ordered by price (the spec's `value`, in the currency compared in), one row. The spec's
 * endpoint with the list's own query options, so no new endpoint is needed; a list on one page is
 * ranked from its rows, with no request. A server that refused the order gives no candidate: the
 * row it sent is not the cheapest. The fastest is never asked for (transit time is not the spec's).
 */
export function useCheapestBidCandidate(
  inquiryId: string | undefined,
  query: AllBidsQuery,
  enabled: boolean,
) {
  const cheapest = useQuery({
    ...getInquiryBidsQueryOptions(inquiryId, { ...query, sort: 'price-asc', page: 1, size: 1 }),
    enabled,
  });
  return cheapest.data?.sortedOnClient ? undefined : cheapest.data?.content[0];
}
