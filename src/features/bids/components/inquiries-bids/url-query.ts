import { z } from 'zod/mini';
import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import type { InquiryBidsQuery } from '../../schemas';

// /inquiries-bids keeps its list state in the URL: ?search=&withBids=false&page= (one-based). Only
// what differs from the defaults is written, and anything unreadable falls back to its default.

const urlSchema = z.object({
  search: z.catch(z.string(), ''),
  // 'Only with bids' is on unless the URL turns it off.
  withBids: z.catch(z.enum(['true', 'false']), 'true'),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});

export function parseInquiriesBidsQuery(params: URLSearchParams): InquiryBidsQuery {
  const parsed = urlSchema.parse(Object.fromEntries(params));
  return {
    search: parsed.search,
    withBids: parsed.withBids === 'true',
    page: parsed.page,
    size: INQUIRIES_PAGE_SIZE,
  };
}

export function toInquiriesBidsSearchParams(query: InquiryBidsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (!query.withBids) params.set('withBids', 'false');
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
