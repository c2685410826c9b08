import { paths } from '@/config/paths';
import type { InquiryListScope } from '../../api/get-inquiries';
import { defaultInquiryListQuery, type InquiryListQuery } from '../../inquiry-list-url-state';
import type { InquirySummary } from '../../schemas';

// What the list screens share about their state: how a change is written to the URL, which parts
// count as filters, and where a row leads for each scope.

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

/** Where a row leads: an importer's draft reopens the create flow; otherwise each role's detail page. */
export function inquiryHref(scope: InquiryListScope, inquiry: Pick<InquirySummary, 'id' | 'status'>) {
  if (scope === 'open') return paths.inquiries.logisticDetails(inquiry.id);
  if (scope === 'all') return paths.inquiries.update(inquiry.id);
  if (inquiry.status === 'draft') return `${paths.inquiries.create}?draft=${inquiry.id}`;
  return paths.inquiries.details(inquiry.id);
}

/** The importer's organisation is a column for carriers and admins; an importer sees only their own. */
export const showsOrganization = (scope: InquiryListScope) => scope !== 'own';
