import fc from 'fast-check';
import { COMMODITY_TYPES, CURRENCIES, INQUIRY_TABS, STATUSES, TRANSPORT_MODES } from '@/config/enums';
import { allBidsUrlStateSchema } from '@/features/bids/all-bids-url-state';
import {
  adminBidsUrlStateSchema,
  BID_TAB_KEYS,
  carrierBidsUrlStateSchema,
} from '@/features/bids/bids-url-state';
import { ALL_BIDS_SORTS, BID_FILTERS } from '@/features/bids/schemas';
import { mailboxUrlStateSchema } from '@/features/email/mailbox-url-state';
import { inquiryListUrlStateSchema } from '@/features/inquiries/inquiry-list-url-state';
import { LANE_SORTS, lanesUrlStateSchema } from '@/features/route-offers/lanes-url-state';
import { routeOffersUrlStateSchema } from '@/features/route-offers/route-offers-url-state';
import { BID_STATUSES } from '@/config/enums';
import { DATE_RANGES } from '@/lib/dates';
import { readUrlState, toUrlSearchParams } from '@/lib/use-url-state';

// Guards the URL-state rule: every valid state a screen writes to its URL reads back the
// same after a trip through the address bar's text, for the real screens' schemas and their codecs:
// any one-based page, every enum value, and any search text (az and ru letters, spaces, & = # % +).
// use-url-state.test.tsx proves the same through the hook with a schema of its own.

const NUM_RUNS = 200;

/** Letters and marks that a URL's own syntax, or a careless encoder, would spoil. */
const TRICKY = [
  ...'əƏğĞıIiİöÖüÜşŞçÇёЁжЖщЩыЫэЭюЮяЯ',
  ' ',
  '\u00a0',
  '&',
  '=',
  '#',
  '%',
  '+',
  '?',
  '/',
  '%20',
  '%zz',
];
const searchText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...TRICKY, 'a', '1'), maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
);
/** Every page a link may carry: 1 up to the largest whole number JavaScript holds exactly. */
const page = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** What a reload does: the written params become the address bar's text, which is read again. */
function throughTheAddressBar<S extends Parameters<typeof readUrlState>[0]>(schema: S, state: unknown) {
  const text = toUrlSearchParams(schema, state as never).toString();
  return { text, read: readUrlState(schema, new URLSearchParams(text ? `?${text}` : '')) };
}

const cases = [
  {
    name: 'all bids (status held uppercased, written lowercased)',
    schema: allBidsUrlStateSchema,
    state: fc.record({
      status: fc.constantFrom(...BID_FILTERS),
      size: fc.integer({ min: 1, max: 1000 }),
      page,
      sort: fc.constantFrom(...ALL_BIDS_SORTS),
      currency: fc.constantFrom('' as const, ...CURRENCIES),
    }),
  },
  {
    name: 'carrier bids',
    schema: carrierBidsUrlStateSchema,
    state: fc.record({ tab: fc.constantFrom(...BID_TAB_KEYS), search: searchText, page }),
  },
  {
    name: 'admin bids',
    schema: adminBidsUrlStateSchema,
    state: fc.record({
      status: fc.constantFrom('', ...BID_STATUSES),
      organization: fc.option(id, { nil: undefined }),
      inquiry: fc.option(id, { nil: undefined }),
      range: fc.constantFrom(...DATE_RANGES),
      search: searchText,
      page,
    }),
  },
  {
    name: 'inquiry lists',
    schema: inquiryListUrlStateSchema,
    state: fc.record({
      tab: fc.constantFrom(...(Object.keys(INQUIRY_TABS) as Array<keyof typeof INQUIRY_TABS>)),
      range: fc.constantFrom(...DATE_RANGES),
      search: searchText,
      mode: fc.option(fc.constantFrom(...TRANSPORT_MODES), { nil: undefined }),
      status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
      pickupCountry: fc.option(id, { nil: undefined }),
      deliveryCountry: fc.option(id, { nil: undefined }),
      commodity: fc.option(fc.constantFrom(...COMMODITY_TYPES), { nil: undefined }),
      organization: fc.option(id, { nil: undefined }),
      sort: fc.constantFrom('newest', 'oldest', 'pickupSoonest'),
      page,
    }),
  },
  {
    name: 'route offers (two pages, nullable countries)',
    schema: routeOffersUrlStateSchema,
    state: fc.record({
      pickupCountryId: fc.option(id, { nil: null }),
      deliveryCountryId: fc.option(id, { nil: null }),
      mode: fc.constantFrom('', ...TRANSPORT_MODES),
      search: searchText,
      page,
      myPage: page,
    }),
  },
  {
    name: 'lanes',
    schema: lanesUrlStateSchema,
    state: fc.record({ search: searchText, sort: fc.constantFrom(...LANE_SORTS), page }),
  },
  {
    name: 'mailbox',
    schema: mailboxUrlStateSchema,
    state: fc.record({ search: searchText, page }),
  },
];

describe.each(cases)('$name', ({ schema, state }) => {
  it('reads back every valid state written to the URL', () => {
    fc.assert(
      fc.property(state, (valid) => {
        expect(throughTheAddressBar(schema, valid).read).toEqual(valid);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('writes the same text again for what it read (a reload does not change the link)', () => {
    fc.assert(
      fc.property(state, (valid) => {
        const { text, read } = throughTheAddressBar(schema, valid);
        expect(toUrlSearchParams(schema, read as never).toString()).toBe(text);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('shared fields', () => {
  it('writes nothing for a state of defaults, and only what differs otherwise', () => {
    fc.assert(
      fc.property(searchText, page, (search, p) => {
        const params = toUrlSearchParams(mailboxUrlStateSchema, { search, page: p });
        expect(params.has('search')).toBe(search !== '');
        expect(params.has('page')).toBe(p !== 1);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('reads any page that is not a whole number from 1 as the first page', () => {
    const junk = fc.oneof(
      fc.integer({ max: 0 }).map(String),
      fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }).map(String),
      fc.constantFrom('', 'two', 'NaN', 'Infinity', '-Infinity', '1e400', '1,5', '9007199254740993'),
      // Any text JavaScript does not read as a whole number from 1 ('1e3', '0x10' and ' 7 ' are read).
      fc.string({ maxLength: 6 }).filter((s) => !(Number.isSafeInteger(Number(s)) && Number(s) >= 1)),
    );
    fc.assert(
      fc.property(junk, (raw) => {
        expect(readUrlState(mailboxUrlStateSchema, new URLSearchParams({ page: raw })).page).toBe(1);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('reads an all-bids status in any case as the uppercased enum value', () => {
    const anyCase = fc
      .tuple(fc.constantFrom(...BID_FILTERS), fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }))
      .map(([status, upper]) =>
        [...status].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
      );
    fc.assert(
      fc.property(anyCase, (raw) => {
        expect(readUrlState(allBidsUrlStateSchema, new URLSearchParams({ status: raw })).status).toBe(
          raw.toUpperCase(),
        );
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
