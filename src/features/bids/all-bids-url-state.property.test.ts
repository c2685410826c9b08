import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { getInquiryBids } from '@/features/bids/api/get-inquiry-bids';
import { readUrlState } from '@/lib/use-url-state';
import { server } from '@/mocks/node';
import { allBidsUrlStateSchema } from './all-bids-url-state';
import { ALL_BIDS_SORT_PARAM, ALL_BIDS_SORTS, BID_FILTERS, DEFAULT_ALL_BIDS_SORT } from './schemas';

// From the URL to the server, the status goes uppercased whatever its case, the one-based page goes zero-based (n → n - 1), junk falls back to
// the defaults (no status, page 1 → 0, size 10), and the sort is always sent the Spring way
// (`createdAt,desc` by default), except 'fastest first', which is on a field the spec does not name.

const NUM_RUNS = 60;

/** Reads the URL as the all-bids screen does, asks for the list, and returns the params the server got. */
async function serverParamsFor(search: string) {
  let sent: Record<string, string> | undefined;
  server.use(
    http.get('*/api/bids/bids/:id', ({ request }) => {
      sent = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json({ content: [], page: 0, size: 10, totalElements: 0 });
    }),
  );
  await getInquiryBids(42, readUrlState(allBidsUrlStateSchema, new URLSearchParams(search)));
  return sent!;
}

/** A status of the enum with each letter in either case. */
const statusInAnyCase = fc
  .tuple(fc.constantFrom(...BID_FILTERS), fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }))
  .map(([status, upper]) =>
    [...status].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
  );
const page = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
);

describe('all-bids URL to server params', () => {
  it('sends page n of the URL as n - 1 and the status uppercased, whatever its case', async () => {
    await fc.assert(
      fc.asyncProperty(statusInAnyCase, page, async (status, n) => {
        const sent = await serverParamsFor(new URLSearchParams({ status, page: String(n) }).toString());
        expect(sent).toEqual({
          status: status.toUpperCase(),
          size: '10',
          page: String(n - 1),
          sort: 'createdAt,desc',
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('falls back to the first page (0 on the wire) for a page that is not a whole number from 1', async () => {
    const junk = fc.oneof(
      fc.integer({ min: -1_000_000, max: 0 }).map(String),
      fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }).map(String),
      fc.constantFrom('', 'two', 'NaN', 'Infinity', '1e400', '1,5', '9007199254740993'),
      fc.string({ maxLength: 6 }).filter((s) => !(Number.isSafeInteger(Number(s)) && Number(s) >= 1)),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (raw) => {
        const sent = await serverParamsFor(new URLSearchParams({ page: raw }).toString());
        expect(sent.page).toBe('0');
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('sends no status for one the enum does not have', async () => {
    const unknown = fc
      .string({ maxLength: 12 })
      .filter((s) => !BID_FILTERS.some((f) => f === s.toUpperCase()));
    await fc.assert(
      fc.asyncProperty(unknown, async (raw) => {
        const sent = await serverParamsFor(new URLSearchParams({ status: raw }).toString());
        expect(sent.status).toBe('');
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('sends the sort in Spring’s spelling, the default too, and none on a field the spec lacks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_BIDS_SORTS), page, async (sort, n) => {
        const sent = await serverParamsFor(new URLSearchParams({ sort, page: String(n) }).toString());
        expect(sent.sort).toBe(ALL_BIDS_SORT_PARAM[sort]);
        if (sort === DEFAULT_ALL_BIDS_SORT) expect(sent.sort).toBe('createdAt,desc');
        if (sort === 'transit-asc') expect(sent.sort).toBeUndefined();
        expect(sent.page).toBe(String(n - 1));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never sends a negative page, whatever page the query holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        statusInAnyCase,
        async (n, status) => {
          let sent: Record<string, string> | undefined;
          server.use(
            http.get('*/api/bids/bids/:id', ({ request }) => {
              sent = Object.fromEntries(new URL(request.url).searchParams);
              return HttpResponse.json({ content: [], page: 0, size: 10, totalElements: 0 });
            }),
          );
          const read = readUrlState(allBidsUrlStateSchema, new URLSearchParams({ status }));
          await getInquiryBids(42, { ...read, page: n });
          expect(sent).toEqual({
            status: status.toUpperCase(),
            size: '10',
            page: String(Math.max(0, n - 1)),
            sort: 'createdAt,desc',
          });
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
