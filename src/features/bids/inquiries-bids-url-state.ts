import { z } from 'zod/mini';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { pagedListRequest, type UrlState } from '@/lib/url-request';
import { fixedParam, pageParam, textParam } from '@/lib/use-url-state';

export const inquiriesBidsUrlStateSchema = z.object({
  search: textParam(),
  // 'Only with bids' is on unless the URL turns it off.
  withBids: z.catch(z.stringbool(), true),
  page: pageParam(),
  size: fixedParam(INQUIRIES_PAGE_SIZE),
});
export type InquiriesBidsState = UrlState<typeof inquiriesBidsUrlStateSchema>;

export const inquiriesBidsRequest = pagedListRequest(inquiriesBidsUrlStateSchema);
