import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { filteredRead } from '@/lib/filtered-read';
import type { PageRequest } from '@/lib/page';
import { allBidsOrder, allBidsRequest, type AllBidsState } from '../all-bids-url-state';
import { bidPageSchema } from '../schemas';
import { bidKeys } from './query-keys';

type InquiryId = string | number | undefined | null;
type InquiryBidsQuery = Partial<AllBidsState> & { inquiryId: InquiryId };

const idOf = (inquiryId: InquiryId) =>
  inquiryId === undefined || inquiryId === null ? undefined : String(inquiryId);

function inquiryUrl({ inquiryId }: InquiryBidsQuery) {
  const id = idOf(inquiryId);
  if (!id?.trim()) throw new Error('ID is required');
  return endpoints.bids.ofInquiry(id);
}

/** GET /api/bids/bids/{id}: one inquiry's bids, a sort the server refuses applied to the page in hand. */
const inquiryBids = filteredRead(
  bidPageSchema,
  inquiryUrl,
  allBidsRequest,
  (params, { inquiryId }: InquiryBidsQuery) => bidKeys.ofInquiry(idOf(inquiryId), params),
  allBidsOrder,
);

export const getInquiryBids = (
  inquiryId: InquiryId,
  query: Partial<AllBidsState>,
  pageRequest?: PageRequest,
) => inquiryBids.fetch({ ...query, inquiryId }, pageRequest);

export const getInquiryBidsQueryOptions = (inquiryId: string | undefined, query: Partial<AllBidsState>) =>
  inquiryBids.options({ ...query, inquiryId });

export const useInquiryBids = (inquiryId: string | undefined, query: Partial<AllBidsState>) =>
  useQuery(getInquiryBidsQueryOptions(inquiryId, query));
