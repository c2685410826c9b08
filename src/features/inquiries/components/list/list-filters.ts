import type { InquiryListScope } from '../../api/get-inquiries';
import { defaultInquiryListQuery, type InquiryListQuery } from '../../inquiry-list-url-state';

/** Writes the next query to the URL: `replace` while typing, a new history entry otherwise. */
export type InquiryQueryChange = (next: InquiryListQuery, options?: { replace?: boolean }) => void;

/** The filters of the 'view all filters' panel (the toolbar's date range and search are apart). */
export const PANEL_FILTERS = [
  'mode',
  'status',
  'pickupCountry',
  'deliveryCountry',
  'commodity',
  'organization',
] as const satisfies readonly (keyof InquiryListQuery)[];

export const panelFilterCount = (query: InquiryListQuery) =>
  PANEL_FILTERS.filter((key) => query[key] !== undefined).length + (query.sort !== 'newest' ? 1 : 0);

/** True when anything narrows the list; the tab and page do not. */
export const hasActiveFilters = (query: InquiryListQuery) =>
  query.range !== defaultInquiryListQuery.range ||
  query.search.trim() !== '' ||
  PANEL_FILTERS.some((key) => query[key] !== undefined);

/** Every filter, the search and the page back to their defaults; the tab stays. */
export const clearedQuery = (query: InquiryListQuery): InquiryListQuery => ({
  ...defaultInquiryListQuery,
  tab: query.tab,
});

/** The carrier sees one list of open inquiries: no tabs, so any tab in a link is ignored. */
export const scopedQuery = (scope: InquiryListScope, query: InquiryListQuery): InquiryListQuery =>
  scope === 'open' && query.tab !== 'general' ? { ...query, tab: 'general' } : query;
