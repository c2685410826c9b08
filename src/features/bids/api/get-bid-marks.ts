import { useQuery } from '@tanstack/react-query';
import type { AllBidsQuery } from '../schemas';
import { getInquiryBidsQueryOptions } from './get-inquiry-bids';

/**
 * The cheapest and the fastest bid of the list as filtered when it runs to more than one page: the
 * first bid of the same list ordered by price (in the currency compared in) and by transit time, one
 * row each. The spec's endpoint with the list's own query options, so no new endpoint is needed;
 * a list on one page is ranked from its rows, with no request.
 */
export function useBidMarkCandidates(inquiryId: string | undefined, query: AllBidsQuery, enabled: boolean) {
  const first = (sort: AllBidsQuery['sort']) => ({
    ...getInquiryBidsQueryOptions(inquiryId, { ...query, sort, page: 1, size: 1 }),
    enabled,
  });
  const cheapest = useQuery(first('price-asc'));
  const fastest = useQuery(first('transit-asc'));
  return { cheapest: cheapest.data?.content[0], fastest: fastest.data?.content[0] };
}
