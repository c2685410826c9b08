import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

// A rating changes the carrier's average the bid lists show: it also makes 'all-bids' stale.

export const ratingKeys = {
  all: rootKey(QUERY_ROOTS.ratings),
  ofInquiry: (inquiryId: number) => [...ratingKeys.all, 'inquiry', inquiryId] as const,
  mine: (page: number) => [...ratingKeys.all, 'mine', page] as const,
};
