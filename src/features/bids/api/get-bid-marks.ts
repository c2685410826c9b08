import { useQuery } from '@tanstack/react-query';
import type { AllBidsState } from '../all-bids-url-state';
import { getInquiryBidsQueryOptions } from './get-inquiry-bids';

/**
 * The cheapest bid of a list that runs to more than one page: the first row of the same list ordered
 * by price, asked with the list's own request. A server that refused the order gives no candidate:
 * the row it sent is not the cheapest.
 */
export function useCheapestBidCandidate(
  inquiryId: string | undefined,
  query: AllBidsState,
  enabled: boolean,
) {
  const cheapest = useQuery({
    ...getInquiryBidsQueryOptions(inquiryId, { ...query, sort: 'price-asc', page: 1, size: 1 }),
    enabled,
  });
  return cheapest.data?.sortedOnClient ? undefined : cheapest.data?.content[0];
}
