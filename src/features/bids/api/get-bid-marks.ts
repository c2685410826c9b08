import { useQuery } from '@tanstack/react-query';
import type { AllBidsState } from '../all-bids-url-state';
import { getInquiryBidsQueryOptions } from './get-inquiry-bids';

/** A server that refused the order by price gives no candidate: the row it sent is not the cheapest. */
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
