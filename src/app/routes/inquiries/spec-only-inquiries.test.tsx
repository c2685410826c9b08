import { act, configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { expectConsoleError } from '@tests/utils/console-errors';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { cellTexts } from '@tests/utils/spec-answers';
import { springPage } from '@tests/utils/spec-shapes';
import { openRecorded } from './open-recorded';

// Inquiries from a backend written from the spec alone, in Spring's conventions: the spec names the
// inquiry's fields loosely ('order status, current status', 'creation date'), so the answer may use
// any of the names INQUIRY_FIELD_NAMES accepts, or leave the status out; and it has none of our
// designed /inquiries calls (404 with Spring's body), where the spec's calls stand in.

configure({ asyncUtilTimeout: 5000 });

type Answer = Parameters<typeof HttpResponse.json>[0];

/** Spring's error body, as a Spring Boot backend answers any failure. */
const springError = (status: number, error: string, message: string, path: string) =>
  HttpResponse.json({ timestamp: '2026-11-29T03:10:00.123', status, error, message, path }, { status });

/** GET `route` answers as Spring fails, naming `path` as the one asked. */
const springFails = (route: string, status: number, error: string, message: string, path = route) =>
  server.use(http.get(`*${route}`, () => springError(status, error, message, path)));

const noDesignedInquiries = () =>
  server.use(
    http.get('*/api/inquiries', () =>
      springError(404, 'Not Found', 'No static resource api/inquiries.', '/api/inquiries'),
    ),
    http.get('*/api/inquiries/:id', ({ params }) =>
      springError(
        404,
        'Not Found',
        `No static resource api/inquiries/${String(params.id)}.`,
        `/api/inquiries/${String(params.id)}`,
      ),
    ),
  );

const answerSpecList = (body: Answer) =>
  server.use(http.get('*/api/bids/inquiries', () => HttpResponse.json(body)));
const answerSpecOne = (body: Answer) =>
  server.use(http.get('*/api/bids/inquiry/:id', () => HttpResponse.json(body)));

/** An inquiry as the spec names its fields, with none called `status` or `createdAt`. */
const specInquiry = {
  id: 102,
  inquiryCode: 'INQ-77102',
  orderStatus: 'active',
  currentStatus: 'pending',
  creationDate: '2999-02-01T10:00:00',
  transportMode: 'RAIL',
  companyName: 'Abşeron İdxal MMC',
};

const rowsOf = async () => within(await screen.findByTestId('inquiry-list')).findAllByTestId('inquiry-row');

describe('the spec’s loose field names, through one mapping per entity', () => {
  it('reads the carrier’s list with orderStatus, creationDate and transportMode', async () => {
    answerSpecList(springPage([specInquiry]));
    renderApp({ url: '/inquiry', role: 'LOGISTIC' });
    const [row] = await rowsOf();
    const cells = cellTexts(row!);
    expect(cells[0]).toBe('INQ-77102');
    expect(cells).toContain('Abşeron İdxal MMC');
    expect(cells).toContain('Dəmir yolu');
    expect(cells).toContain('01-02-2999');
    // The order status comes before the current status; the app's own `status` before both.
    expect(within(row!).getByText('Aktiv')).toHaveAttribute('data-status', 'active');
  });

  it('reads the spec’s flat pickup and delivery fields into the route', async () => {
    answerSpecList([
      {
        ...specInquiry,
        pickupCountry: 'Georgia',
        pickupCity: 'Poti',
        pickupDate: '2999-03-01T00:00:00',
        deliveryCountry: 'Azerbaijan',
        deliveryCity: 'Ganja',
      },
    ]);
    renderApp({ url: '/inquiry', role: 'LOGISTIC' });
    const [row] = await rowsOf();
    expect(cellTexts(row!)[1]).toBe('Poti, Georgiatəyinat:Ganja, Azerbaijan');
    expect(cellTexts(row!)).toContain('01-03-2999');
  });

  it('prefers the app’s own name when the answer carries it beside another', async () => {
    answerSpecList([{ ...specInquiry, status: 'on_hold' }]);
    renderApp({ url: '/inquiry', role: 'LOGISTIC' });
    const [row] = await rowsOf();
    expect(within(row!).getByText('Dayandırılıb')).toHaveAttribute('data-status', 'on_hold');
  });

  it('shows the carrier’s inquiry page answered with currentStatus and no status', async () => {
    answerSpecOne({ id: 102, inquiryCode: 'INQ-77102', currentStatus: 'active' });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    expect(await screen.findByRole('region', { name: 'Yük məlumatları' })).toBeInTheDocument();
    expect(screen.getAllByText('Aktiv')[0]).toHaveAttribute('data-status', 'active');
  });

  it('shows the carrier’s inquiry page answered with no status under any name', async () => {
    answerSpecOne({ id: 102, inquiryCode: 'INQ-77102', transportMode: 'SEA' });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
    expect(within(load).getByText('Dəniz')).toBeInTheDocument();
    expect(screen.getAllByText('INQ-77102').length).toBeGreaterThan(0);
    expect(screen.queryByText('Məlumatları yükləmək mümkün olmadı')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows goods codes a Spring backend answers in upper case in the reader’s words', async () => {
    answerSpecOne({
      id: 102,
      shipmentMode: 'ROAD',
      goods: [{ packageType: 'PALLETS', palletType: 'P48X40', quantity: 12, truckType: 'TILT_82' }],
    });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
    // Table and phone cards are both in the document here (no CSS).
    expect(within(load).getAllByText(/Paletlər/).length).toBeGreaterThan(0);
    expect(within(load).getAllByText('48x40').length).toBeGreaterThan(0);
    expect(load).not.toHaveTextContent(/PALLETS|P48X40/);
  });

  it('shows the truck type the spec puts on the goods, in the reader’s words', async () => {
    answerSpecOne({
      id: 102,
      shipmentMode: 'ROAD',
      goods: [{ packageType: 'PALLETS', truckType: 'TILT_82' }],
    });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
    expect(within(load).getByText('Yük maşınının növü').parentElement).toHaveTextContent('Tentli 82 m³');
  });

  it('shows the carrier’s inquiry page answered with its id alone', async () => {
    answerSpecOne({ id: 102 });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const load = await screen.findByRole('region', { name: 'Yük məlumatları' });
    expect(within(load).getAllByText('Fayl yoxdur')).toHaveLength(3);
    expect(screen.getByText('Sorğu kodu').parentElement).toHaveTextContent('Sorğu kodu—');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the designed /inquiries calls missing (404), the spec’s calls standing in', () => {
  it('shows the importer’s list from GET /api/bids/inquiries, without the server’s words', async () => {
    noDesignedInquiries();
    answerSpecList(springPage([specInquiry, { id: 103, inquiryCode: 'INQ-77103', orderStatus: 'pending' }]));
    const requests = recordRequests();
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    const rows = await rowsOf();
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['INQ-77102', 'INQ-77103']);
    expect(screen.queryByText(/No static resource/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
    const asked = requests.map((r) => r.path);
    expect(asked).toContain('/api/bids/inquiries');
    // Once learnt, the designed list is not asked again on the next read.
    const designedAsks = asked.filter((path) => path === '/api/inquiries').length;
    expect(designedAsks).toBe(1);
    requests.stop();
  });

  it('says the admin’s list is not available here when the spec’s list refuses the admin too', async () => {
    noDesignedInquiries();
    springFails('/api/bids/inquiries', 403, 'Forbidden', 'Access Denied');
    renderApp({ url: '/all-inquiries', role: 'ADMIN' });
    expect(await screen.findByText('Bu serverdə mövcud deyil')).toBeInTheDocument();
    expect(screen.queryByText(/No static resource|Access Denied/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yenidən cəhd et' })).not.toBeInTheDocument();
  });

  it('reads the preview and the details through GET /api/bids/inquiry/{id}', async () => {
    noDesignedInquiries();
    answerSpecOne(specInquiry);
    const { router, requests } = openRecorded('/inquiries/preview-inquiry/102', 'IMPORTER');
    // Sent already (its order status is active): the preview says so and leads to the details.
    expect(
      await screen.findByText('INQ-77102 sorğusu artıq göndərilib və qaralama kimi dəyişdirilə bilməz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorğunun təfərrüatları' })).toHaveAttribute(
      'href',
      '/details/102',
    );
    await act(() => router.navigate('/details/102'));
    expect(await screen.findByText('INQ-77102', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getAllByText('Aktiv')[0]).toHaveAttribute('data-status', 'active');
    expect(screen.queryByText(/No static resource/)).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/api/bids/inquiry/102');
    requests.stop();
  });

  it('says an inquiry neither call knows was not found', async () => {
    noDesignedInquiries();
    springFails('/api/bids/inquiry/:id', 404, 'Not Found', 'Inquiry 999 not found', '/api/bids/inquiry/999');
    renderApp({ url: '/details/999', role: 'IMPORTER' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    expect(screen.queryByText('Bu serverdə mövcud deyil')).not.toBeInTheDocument();
  });
});

describe('a failing server, in the user’s words', () => {
  it('shows Spring’s 500 on a list as the app’s sentence, its message only as a detail, with a retry', async () => {
    springFails(
      '/api/inquiries',
      500,
      'Internal Server Error',
      "No property 'newest' found for type 'Inquiry'",
    );
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Serverdə xəta baş verdi. Bir az sonra yenidən cəhd edin.'),
    ).toBeInTheDocument();
    // The server's sentence is never the heading or the sentence: a small labelled line at most.
    const detail = within(alert).getByText("Serverin cavabı: No property 'newest' found for type 'Inquiry'");
    expect(detail).toHaveClass('text-xs');
    expect(within(alert).getByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
  });

  it('names the endpoint and the first mismatching field in the console when an answer cannot be read', async () => {
    expectConsoleError(/Unexpected response from GET \/api\/bids\/inquiry\/102: field 'id'/);
    answerSpecOne({ inquiryId: 'not-a-number', orderStatus: 'active' });
    renderApp({ url: '/inquiry/inquiry-details/102', role: 'LOGISTIC' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serverdən gözlənilməz cavab gəldi.');
    expect(within(alert).getByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
  });
});
