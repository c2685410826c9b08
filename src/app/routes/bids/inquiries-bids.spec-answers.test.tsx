import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { expectConsoleError } from '@tests/utils/console-errors';

// The importer's /inquiries-bids fed answers of GET /api/bids/inquiries shaped only by what the spec
// states. The spec calls the answer an 'inquiries list' and names none of its fields; an
// inquiry is known by its id, its code (inquiryCode) and its current status. Everything the
// screen adds (route, mode, bid counts, best prices, last bid) is ours and may be missing.

const URL = '/inquiries-bids';

/** An inquiry with only what the spec lets us count on. */
const specInquiry = (over: Record<string, unknown> = {}) => ({
  id: 7001,
  inquiryCode: 'INQ-7001',
  status: 'active',
  ...over,
});
const second = () => specInquiry({ id: 7002, inquiryCode: 'INQ-7002', status: 'pending' });

const answerInquiries = (answer: unknown) =>
  server.use(http.get('*/api/bids/inquiries', () => HttpResponse.json(answer as never)));

const rows = () => screen.findAllByTestId('inquiry-bids-row');
const rowOf = async (code: string) => (await rows()).find((row) => within(row).queryByText(code))!;

/** Both minimal inquiries: code, translated status, '—' for everything the answer left out, the link. */
async function expectSpecInquiriesShown() {
  expect(await rows()).toHaveLength(2);
  const first = await rowOf('INQ-7001');
  expect(within(first).getByText('Aktiv')).toBeInTheDocument();
  // Pick-up, delivery, mode, created, bids, best price, last bid.
  expect(within(first).getAllByText('—')).toHaveLength(7);
  expect(within(first).getByTestId('bid-count')).toHaveTextContent(/^—$/);
  expect(within(first).getByRole('link', { name: 'Təkliflərə bax (INQ-7001)' })).toHaveAttribute(
    'href',
    '/all-bids/7001',
  );
  expect(within(await rowOf('INQ-7002')).getByText('Gözləmədə')).toBeInTheDocument();
  expect(screen.queryByText(/sətir göstərilə bilmədi/)).not.toBeInTheDocument();
}

describe('inquiries with bids: GET /api/bids/inquiries answered as the spec allows', () => {
  it('(a) shows the minimal spec-shaped inquiries of a Spring page', async () => {
    answerInquiries(springPage([specInquiry(), second()]));
    renderApp({ url: URL, role: 'IMPORTER' });
    await expectSpecInquiriesShown();
  });

  it('(b) shows the same when every object carries fields the app never heard of', async () => {
    answerInquiries(withUnknownFields(springPage([specInquiry(), second()])));
    renderApp({ url: URL, role: 'IMPORTER' });
    await expectSpecInquiriesShown();
  });

  it('(c) reads a Spring page: its totals drive the pages, the page asked for is zero-based', async () => {
    const page = Array.from({ length: 10 }, (_, i) =>
      specInquiry({ id: 7100 + i, inquiryCode: `INQ-71${String(i).padStart(2, '0')}` }),
    );
    answerInquiries(springPage(page, { number: 1, size: 10, totalElements: 25 }));
    const requests = recordRequests();
    renderApp({ url: `${URL}?page=2`, role: 'IMPORTER' });
    expect(await rows()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Səhifələr' });
    expect(within(pages).getByText('25 nəticədən 11–20')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Səhifə 3' })).toBeInTheDocument();
    requests.stop();
    const get = requests.find((r) => r.path === '/api/bids/inquiries')!;
    expect(new URLSearchParams(get.search).get('page')).toBe('1');
  });

  it('(d) reads a plain array of inquiries', async () => {
    answerInquiries([specInquiry(), second()]);
    renderApp({ url: URL, role: 'IMPORTER' });
    await expectSpecInquiriesShown();
  });

  it('(e) drops only a row it cannot read, and says so under the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerInquiries(springPage([specInquiry(), { inquiryCode: 'INQ-NO-ID' }, second()]));
    renderApp({ url: URL, role: 'IMPORTER' });
    expect(await rows()).toHaveLength(2);
    expect(await rowOf('INQ-7001')).toBeInTheDocument();
    expect(await rowOf('INQ-7002')).toBeInTheDocument();
    expect(screen.queryByText('INQ-NO-ID')).not.toBeInTheDocument();
    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("row 1, field 'id'"));
  });

  it('(f) shows an unknown status raw in a neutral badge, and an unknown mode raw', async () => {
    answerInquiries([specInquiry({ status: 'ESCALATED', shipmentMode: 'PIPELINE' })]);
    renderApp({ url: URL, role: 'IMPORTER' });
    const row = await rowOf('INQ-7001');
    const badge = within(row).getByText('ESCALATED');
    expect(badge).toHaveAttribute('data-status', 'escalated');
    expect(badge.className).toContain('bg-gray-100');
    expect(within(row).getByText('PIPELINE').closest('[data-mode="unknown"]')).not.toBeNull();
  });

  it('shows the fields of ours when the server sends them, and null as missing', async () => {
    answerInquiries([
      specInquiry({
        bidCount: 3,
        pendingCount: 2,
        bestPrices: [{ currency: 'USD', value: 980 }],
        pickup: { city: 'Bakı', countryName: null },
        delivery: null,
        lastBidAt: null,
      }),
    ]);
    renderApp({ url: URL, role: 'IMPORTER' });
    const row = await rowOf('INQ-7001');
    const count = within(row).getByTestId('bid-count');
    expect(within(count).getByText('3')).toBeInTheDocument();
    expect(within(count).getByText('2 yeni')).toBeInTheDocument();
    expect(within(row).getByText('980,00 USD')).toBeInTheDocument();
    expect(within(row).getByText('Bakı')).toBeInTheDocument();
    // Delivery, mode, created and last bid.
    expect(within(row).getAllByText('—')).toHaveLength(4);
  });

  it('(g) shows the error with a retry for an HTML page with status 200, naming the call', async () => {
    const error = expectConsoleError(/^Unexpected response from GET \/api\/bids\/inquiries/);
    // The newest handler answers first: the HTML page once, then the spec-shaped inquiries.
    answerInquiries([specInquiry(), second()]);
    server.use(
      http.get(
        '*/api/bids/inquiries',
        () => new HttpResponse('<!doctype html><html><body>Sign in</body></html>', { status: 200 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Məlumatları yükləmək mümkün olmadı');
    expect(alert).toHaveTextContent('Serverdən gözlənilməz cavab gəldi.');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("Unexpected response from GET /api/bids/inquiries: field '(answer)'"),
      expect.anything(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
  });
});
