import { z } from 'zod/mini';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { pagedListRequest, searchedPagesSchema, type UrlState } from '@/lib/url-request';

export const inquiriesBidsUrlStateSchema = searchedPagesSchema(INQUIRIES_PAGE_SIZE, {
  // 'Only with bids' is on unless the URL turns it off.
  withBids: z.catch(z.stringbool(), true),
});
export type InquiriesBidsState = UrlState<typeof inquiriesBidsUrlStateSchema>;

export const inquiriesBidsRequest = pagedListRequest(inquiriesBidsUrlStateSchema);
