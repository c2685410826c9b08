import { QUERY_ROOTS, rootKey } from '@/config/query-roots';

// Every rating query's key. Rating a carrier changes its average, which the importer's bid lists
// show, so a rating also makes 'all-bids' stale (rate-carrier.ts).

export const ratingKeys = {
  all: rootKey(QUERY_ROOTS.ratings),
  ofInquiry: (inquiryId: number) => [...ratingKeys.all, 'inquiry', inquiryId] as const,
  mine: (page: number) => [...ratingKeys.all, 'mine', page] as const,
};
