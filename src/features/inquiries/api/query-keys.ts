import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

/** 'own' and 'all' read GET /inquiries, 'open' (a carrier's) GET /api/bids/inquiries. */
export type InquiryListScope = 'own' | 'all' | 'open';

export type InquiryReader = 'owner' | 'carrier';

// A change to an inquiry invalidates `all`: lists, details and activity.
export const inquiryKeys = {
  all: rootKey(QUERY_ROOTS.inquiries),
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (scope: InquiryListScope, params: RequestParams) => [...inquiryKeys.lists(), scope, params] as const,
  detail: (id: number, reader: InquiryReader) => [...inquiryKeys.all, 'detail', id, reader] as const,
  activity: (id: number) => [...inquiryKeys.all, 'activity', id] as const,
  trackingLink: (id: number) => [...inquiryKeys.all, 'tracking-link', id] as const,
  /** The public view answers in the asker's language. */
  tracked: (token: string, language: string) => [...inquiryKeys.all, 'tracked', token, language] as const,
};
