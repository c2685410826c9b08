import { INQUIRIES_PAGE_SIZE } from '@/config/limits';
import { DATE_RANGES, resolveDateRange } from '@/lib/dates';
import { readUrlState, toUrlSearchParams } from '@/lib/use-url-state';
import {
  defaultInquiryListQuery,
  inquiryListUrlStateSchema,
  toInquiryRequestParams,
  type InquiryListQuery,
} from './inquiry-list-url-state';

// The inquiry list's URL state: what a link carries, what a reload reads back, and what the
// server is asked.

const parseInquiryListQuery = (params: URLSearchParams) => readUrlState(inquiryListUrlStateSchema, params);
const toInquirySearchParams = (query: InquiryListQuery) =>
  toUrlSearchParams(inquiryListUrlStateSchema, query);
const parse = (search: string) => parseInquiryListQuery(new URLSearchParams(search));

const full: InquiryListQuery = {
  tab: 'onHold',
  range: 'lastMonth',
  search: 'Bakı un',
  mode: 'SEA',
  status: 'on_hold',
  pickupCountry: 7,
  deliveryCountry: 1,
  commodity: 'chemicals_healthcare',
  organization: 2,
  sort: 'pickupSoonest',
  page: 4,
};

describe('reading the inquiry list URL', () => {
  it('reads an empty URL as the defaults', () => {
    expect(parse('')).toEqual(defaultInquiryListQuery);
    expect(defaultInquiryListQuery).toMatchObject({
      tab: 'general',
      range: 'allDays',
      search: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('reads every field of a full URL', () => {
    expect(
      parse(
        'tab=onHold&range=lastMonth&search=Bak%C4%B1+un&mode=SEA&status=on_hold&pickupCountry=7' +
          '&deliveryCountry=1&commodity=chemicals_healthcare&organization=2&sort=pickupSoonest&page=4',
      ),
    ).toEqual(full);
  });

  it.each([
    ['tab=archive', { tab: 'general' }],
    ['range=someday', { range: 'allDays' }],
    ['mode=BOAT', { mode: undefined }],
    ['status=lost', { status: undefined }],
    ['pickupCountry=abc', { pickupCountry: undefined }],
    ['deliveryCountry=-3', { deliveryCountry: undefined }],
    ['deliveryCountry=2.5', { deliveryCountry: undefined }],
    ['commodity=gold', { commodity: undefined }],
    ['organization=0', { organization: undefined }],
    ['sort=random', { sort: 'newest' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=two', { page: 1 }],
    ['page=1.5', { page: 1 }],
  ])('falls back to the default for a bad value: %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...defaultInquiryListQuery, ...expected });
  });

  it('keeps the good values beside a bad one', () => {
    expect(parse('tab=verified&page=oops&mode=AIR')).toEqual({
      ...defaultInquiryListQuery,
      tab: 'verified',
      mode: 'AIR',
    });
  });
});

describe('writing the inquiry list URL', () => {
  it('writes nothing for the defaults, so the plain list has a plain URL', () => {
    expect(toInquirySearchParams(defaultInquiryListQuery).toString()).toBe('');
  });

  it('drops each default and empty value but keeps what differs', () => {
    const params = toInquirySearchParams({ ...defaultInquiryListQuery, tab: 'ongoing', page: 1, search: '' });
    expect(params.toString()).toBe('tab=ongoing');
  });

  it.each<Partial<InquiryListQuery>>([
    {},
    { tab: 'incomplete' },
    { page: 12 },
    { range: 'today', search: 'INQ-24101' },
    { mode: 'RAIL', pickupCountry: 3, deliveryCountry: 1 },
    { commodity: 'others', status: 'draft', sort: 'oldest' },
    { organization: 5 },
  ])('round-trips %o through the URL', (changes) => {
    const query = { ...defaultInquiryListQuery, ...changes };
    expect(parseInquiryListQuery(toInquirySearchParams(query))).toEqual(query);
  });

  it('round-trips a query with every field set', () => {
    const url = toInquirySearchParams(full);
    expect(parseInquiryListQuery(new URLSearchParams(url.toString()))).toEqual(full);
  });
});

describe('toInquiryRequestParams', () => {
  const now = new Date(2026, 4, 20, 15, 30); // Wednesday 20 May 2026

  it('asks for a zero-based page of the list size, with no dates for all days', () => {
    expect(toInquiryRequestParams(defaultInquiryListQuery, now)).toEqual({
      page: 0,
      size: INQUIRIES_PAGE_SIZE,
      tab: 'general',
      sort: 'newest',
    });
  });

  it('turns the one-based page of the URL into the zero-based page of the server', () => {
    expect(toInquiryRequestParams({ ...defaultInquiryListQuery, page: 3 }, now).page).toBe(2);
    expect(toInquiryRequestParams(parse('page=1'), now).page).toBe(0);
  });

  it('sends every filter under its server name and trims the search', () => {
    expect(toInquiryRequestParams(full, now)).toEqual({
      page: 3,
      size: INQUIRIES_PAGE_SIZE,
      tab: 'onHold',
      sort: 'pickupSoonest',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      search: 'Bakı un',
      mode: 'SEA',
      status: 'on_hold',
      pickupCountryId: 7,
      deliveryCountryId: 1,
      commodityType: 'chemicals_healthcare',
      organizationId: 2,
    });
  });

  it('sends no search for blank text', () => {
    expect(toInquiryRequestParams({ ...defaultInquiryListQuery, search: '   ' }, now)).not.toHaveProperty(
      'search',
    );
  });

  it.each([
    ['today', '2026-05-20', '2026-05-20'],
    ['yesterday', '2026-05-19', '2026-05-19'],
    ['thisWeek', '2026-05-18', '2026-05-24'],
    ['lastWeek', '2026-05-11', '2026-05-17'],
    ['thisMonth', '2026-05-01', '2026-05-31'],
    ['lastMonth', '2026-04-01', '2026-04-30'],
    ['thisYear', '2026-01-01', '2026-12-31'],
  ] as const)('resolves %s into startDate %s and endDate %s', (range, startDate, endDate) => {
    const params = toInquiryRequestParams({ ...defaultInquiryListQuery, range }, now);
    expect(params).toMatchObject({ startDate, endDate });
    expect(resolveDateRange(range, now)).toEqual({ startDate, endDate });
  });

  it('covers every named range', () => {
    for (const range of DATE_RANGES) {
      const params = toInquiryRequestParams({ ...defaultInquiryListQuery, range }, now);
      if (range === 'allDays') expect(params).not.toHaveProperty('startDate');
      else expect(params.startDate! <= params.endDate!).toBe(true);
    }
  });
});
