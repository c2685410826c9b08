import { defaultInquiryListQuery } from '../../inquiry-list-url-state';
import { inquiryHref } from './inquiry-columns';
import { clearedQuery, hasActiveFilters, panelFilterCount, scopedQuery } from './list-filters';

describe('inquiry list filters', () => {
  it('sends each scope’s rows to its own page, and an importer’s draft back to the create flow', () => {
    expect(inquiryHref('own', { id: 7, status: 'active' })).toBe('/details/7');
    expect(inquiryHref('own', { id: 7, status: 'draft' })).toBe('/inquiries/new?draft=7');
    expect(inquiryHref('open', { id: 7, status: 'active' })).toBe('/inquiry/inquiry-details/7');
    expect(inquiryHref('all', { id: 7, status: 'draft' })).toBe('/update-inquiry/7');
  });

  it('counts the range, the search and the panel as filters, but not the tab or the page', () => {
    expect(hasActiveFilters({ ...defaultInquiryListQuery, tab: 'verified', page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...defaultInquiryListQuery, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...defaultInquiryListQuery, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...defaultInquiryListQuery, range: 'today' })).toBe(true);
    expect(hasActiveFilters({ ...defaultInquiryListQuery, organization: 3 })).toBe(true);
    expect(panelFilterCount({ ...defaultInquiryListQuery, mode: 'AIR', commodity: 'others' })).toBe(2);
    expect(panelFilterCount({ ...defaultInquiryListQuery, sort: 'oldest' })).toBe(1);
  });

  it('clears everything but the tab', () => {
    expect(
      clearedQuery({ ...defaultInquiryListQuery, tab: 'onHold', search: 'a', mode: 'SEA', page: 3 }),
    ).toEqual({ ...defaultInquiryListQuery, tab: 'onHold' });
  });

  it('keeps a carrier on the one general list', () => {
    expect(scopedQuery('open', { ...defaultInquiryListQuery, tab: 'verified' }).tab).toBe('general');
    expect(scopedQuery('own', { ...defaultInquiryListQuery, tab: 'verified' }).tab).toBe('verified');
  });
});
