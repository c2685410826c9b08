import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { formatMoney } from '@/lib/numbers';
import { readDb, writeDb } from '@/mocks/db/db';
import { countryId, demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { retryFailedLoad } from '@tests/utils/failed-load';
import { findScreenHeading } from '@tests/utils/screen-heading';

// The importer's inquiries with their bids (/inquiries-bids), as the demo importer sees them: its
// seeded inquiries carry bids from the demo carriers in USD, EUR and AZN, and a test builds the ones it
// looks at.

/** An active inquiry of the demo importer, Shanghai → Baku, with two pending bids: in USD and in EUR. */
function inquiryWithBids() {
  const inquiry = givenInquiry({ status: 'active' });
  givenBid({ inquiryId: inquiry.id, value: 2150, currency: 'USD' });
  givenBid({
    inquiryId: inquiry.id,
    organizationId: organizationOf('aysel@silkwaycargo.az').id,
    value: 1980,
    currency: 'EUR',
  });
  return inquiry;
}

type Recorded = ReturnType<typeof recordRequests>;
const listCalls = (requests: Recorded) => getParams(requests, '/api/bids/inquiries');

const rows = () => screen.getAllByTestId('inquiry-bids-row');
const rowOf = (code: string) => rows().find((row) => within(row).queryByText(code))!;

/** What the demo backend should answer for one of the importer's inquiries. */
function expectedFigures(inquiryId: number) {
  const db = readDb();
  const inquiry = db.inquiries.find((i) => i.id === inquiryId)!;
  const bids = db.bids.filter((b) => b.inquiryId === inquiryId);
  const best = new Map<string, number>();
  for (const b of bids) best.set(b.currency, Math.min(best.get(b.currency) ?? Infinity, b.value));
  return {
    code: inquiry.inquiryCode,
    bidCount: bids.length,
    pending: bids.filter((b) => b.status === 'PENDING').length,
    bestPrices: [...best].map(([currency, value]) => formatMoney(value, currency, 'az')),
  };
}

/** The demo importer's sent inquiries with bids whose code or city holds the text. */
const withBidsMatching = (text: string) => {
  const db = readDb();
  const importer = demoOrganization('IMPORTER').id;
  return db.inquiries.filter(
    (i) =>
      i.organizationId === importer &&
      i.status !== 'draft' &&
      db.bids.filter((b) => b.inquiryId === i.id).length > 0 &&
      [i.inquiryCode, i.pickup?.city, i.delivery?.city].some((t) => t?.toLowerCase().includes(text)),
  );
};

describe('inquiry bids', () => {
  it('asks for the inquiries with bids, page zero-based, with the search from the URL', async () => {
    const requests = recordRequests();
    renderApp({ url: '/inquiries-bids?search=Baku&page=2', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Sorğu təklifləri' });
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(0));
    requests.stop();
    expect(listCalls(requests)[0]).toEqual({ page: '1', size: '10', search: 'Baku', withBids: 'true' });
    expect(await screen.findByRole('checkbox', { name: 'Yalnız təklif gələn sorğular' })).toBeChecked();
  });

  it('shows each inquiry with its bid count, new bids and best price per currency', async () => {
    const expected = expectedFigures(inquiryWithBids().id);
    expect(expected.pending).toBeGreaterThan(0);
    expect(expected.bestPrices.length).toBeGreaterThan(1);
    renderApp({ url: `/inquiries-bids?search=${expected.code}`, role: 'IMPORTER' });
    await screen.findByTestId('inquiry-bids-table');
    await waitFor(() => expect(rowOf(expected.code)).toBeDefined());
    const row = rowOf(expected.code);
    const count = within(row).getByTestId('bid-count');
    expect(within(count).getByText(String(expected.bidCount))).toBeInTheDocument();
    expect(within(count).getByText(`${expected.pending} yeni`)).toBeInTheDocument();
    expect(
      within(within(row).getByTestId('best-prices'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(expected.bestPrices));
    expect(within(row).getAllByRole('listitem')).toHaveLength(expected.bestPrices.length);
    expect(within(row).getByText('Şanxay')).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
  });

  it("opens the inquiry's bids from 'Təkliflərə bax'", async () => {
    const inquiry = inquiryWithBids();
    const { router, user } = renderApp({
      url: `/inquiries-bids?search=${inquiry.inquiryCode}`,
      role: 'IMPORTER',
    });
    await user.click(await screen.findByRole('link', { name: `Təkliflərə bax (${inquiry.inquiryCode})` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/all-bids/${inquiry.id}`));
    await findScreenHeading('Bütün təkliflər');
  });

  it('searches once typing pauses and keeps the search in the URL', async () => {
    // Hamburg → Baku by sea, with a bid.
    const hamburg = givenInquiry({
      pickup: {
        countryId: countryId('DE'),
        city: 'Hamburg',
        address: 'Hamburg port',
        date: format(new Date(), 'yyyy-MM-dd'),
        locationType: 'port_airport',
      },
      shipmentMode: 'SEA',
      containerType: 'ft40_hc',
    });
    givenBid({ inquiryId: hamburg.id });
    const requests = recordRequests();
    const { router, user } = renderApp({ url: '/inquiries-bids', role: 'IMPORTER' });
    await screen.findAllByTestId('inquiry-bids-row');
    expect(rows().every((row) => row.textContent?.includes('Hamburq'))).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Sorğu kodu və ya şəhərə görə axtar' }), 'Hamburg');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Hamburg'));
    // Before the search the first page holds other cities; after it, only Hamburg's inquiries (found by
    // its English name, shown by its Azerbaijani one).
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('Hamburq'))).toBe(true));
    expect(rows()).toHaveLength(Math.min(10, withBidsMatching('hamburg').length));
    expect(rowOf(hamburg.inquiryCode)).toBeDefined();
    requests.stop();
    // Debounced: not a request per letter, and the last one carries the whole word.
    const searches = listCalls(requests).flatMap((c) => (c.search ? [c.search] : []));
    expect(searches.at(-1)).toBe('Hamburg');
    expect(searches.length).toBeLessThan('Hamburg'.length);
  });

  it("says when no inquiry has bids and lists them all once 'only with bids' is off", async () => {
    const importer = demoOrganization('IMPORTER').id;
    writeDb((db) => {
      const own = new Set(db.inquiries.filter((i) => i.organizationId === importer).map((i) => i.id));
      db.bids = db.bids.filter((b) => !own.has(b.inquiryId));
    });
    const requests = recordRequests();
    const { router, user } = renderApp({ url: '/inquiries-bids', role: 'IMPORTER' });
    expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Yalnız təklif gələn sorğular' }));
    await waitFor(() => expect(router.state.location.search).toBe('?withBids=false'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    for (const row of rows()) {
      expect(within(row).getByTestId('bid-count')).toHaveTextContent(/^0$/);
      expect(within(row).getByRole('link', { name: /^Təkliflərə bax/ })).toBeInTheDocument();
    }
    requests.stop();
    expect(listCalls(requests)).toEqual([
      { page: '0', size: '10', withBids: 'true' },
      { page: '0', size: '10' },
    ]);
  });

  it('says so when no inquiry matches the search', async () => {
    renderApp({ url: '/inquiries-bids?search=no-such-place', role: 'IMPORTER' });
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Axtarışı təmizlə' })).toBeInTheDocument();
  });

  it('shows the error where the list would be and loads it again on retry', async () => {
    await retryFailedLoad({
      endpoint: '*/api/bids/inquiries',
      message: 'Server düşüb',
      url: '/inquiries-bids',
      role: 'IMPORTER',
      whileFailing: () => expect(screen.queryByTestId('inquiry-bids-table')).not.toBeInTheDocument(),
    });
    expect((await screen.findAllByTestId('inquiry-bids-row')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
