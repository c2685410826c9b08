import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import type { RequestParams } from '@/lib/url-request';

/**
 * Whose list: 'own' (an importer's, GET /inquiries), 'all' (the admin's, same call, every
 * organisation) or 'open' (a carrier's, GET /api/bids/inquiries).
 */
export type InquiryListScope = 'own' | 'all' | 'open';

/** Who reads one inquiry: its owner or an admin (GET /inquiries/{id}), or a carrier (GET /api/bids/inquiry/{id}). */
export type InquiryReader = 'owner' | 'carrier';

// A change to an inquiry invalidates `all`: lists, details and activity.
export const inquiryKeys = {
  all: rootKey(QUERY_ROOTS.inquiries),
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (scope: InquiryListScope, params: RequestParams) => [...inquiryKeys.lists(), scope, params] as const,
  detail: (id: number, reader: InquiryReader) => [...inquiryKeys.all, 'detail', id, reader] as const,
  activity: (id: number) => [...inquiryKeys.all, 'activity', id] as const,
  trackingLink: (id: number) => [...inquiryKeys.all, 'tracking-link', id] as const,
  /** The public view answers in the asker's language (place names), so the language is part of it. */
  tracked: (token: string, language: string) => [...inquiryKeys.all, 'tracked', token, language] as const,
};
