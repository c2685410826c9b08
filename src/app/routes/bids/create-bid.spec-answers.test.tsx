import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '@/mocks/node';
import { givenInquiry } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { withUnknownFields } from '@tests/utils/spec-shapes';

// The carrier places a bid on /inquiry/inquiry-details/{id} with POST /api/bids/create.
// The spec shows no answer, so whatever a 2xx carries
// (nothing, {}, a bid with fields the app never heard of) is a success; the panel refetches the
// carrier's bids either way. The carrier's own bids are listed from answers as loose as the spec's.
// The carrier is the demo one (Xəzər Logistika, profile complete); each test builds an inquiry open
// to every carrier.

beforeEach(() => toast.remove());

/** A bid with exactly the fields the spec names ('only if present' ones left out). */
const specBid = {
  bidId: 9301,
  key: 'spec-key-9301',
  userName: 'Aysel',
  userSurname: 'Quliyeva',
  shipmentMode: 'ROAD',
  preferredRegions: [],
  insuranceTypes: [],
  value: 1200.5,
  currency: 'USD',
  createdAt: '2026-03-14T09:30:00Z',
  organizationName: 'Xəzər Logistika MMC',
  notes: 'GPS izləmə',
  status: 'PENDING',
  inquiryCode: 'INQ-9301',
};

const CREATE_ANSWERS = [
  ['an empty body', () => new HttpResponse(null, { status: 201 })],
  ['{}', () => HttpResponse.json({}, { status: 201 })],
  ['a bid with unknown fields', () => HttpResponse.json(withUnknownFields(specBid), { status: 201 })],
] as const;

describe('placing a bid: POST /api/bids/create answered as the spec allows', () => {
  it.each(CREATE_ANSWERS)('counts %s as success: the carrier sees it sent', async (_, answer) => {
    const inquiry = givenInquiry();
    server.use(http.post('*/api/bids/create', answer));
    const requests = recordRequests();
    const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    await user.click(await screen.findByRole('button', { name: 'Təklif ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni təklif' });
    await user.type(within(dialog).getByLabelText('Təklifin məbləği'), '1200,50');
    await user.click(within(dialog).getByRole('button', { name: 'Təklifi göndər' }));

    expect(await screen.findByText('Təklifiniz göndərildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const mine = `/api/bids/mine/${inquiry.id}`;
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path === mine).length).toBeGreaterThanOrEqual(2),
    );
    requests.stop();
    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/bids/create');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ inquiryId: inquiry.id, value: 1200.5, currency: 'USD' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the carrier's spec-shaped bids, '—' for the updates the server does not count", async () => {
    const inquiry = givenInquiry();
    server.use(
      http.get('*/api/bids/mine/:id', () =>
        HttpResponse.json(
          withUnknownFields({ inquiryId: inquiry.id, open: true, bidsLeft: 2, bids: [specBid] }),
        ),
      ),
    );
    renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });
    const [bid] = await screen.findAllByTestId('my-bid');
    expect(within(bid!).getByText('1 200,50 USD')).toBeInTheDocument();
    expect(within(bid!).getByText('GPS izləmə')).toBeInTheDocument();
    expect(within(bid!).getByText('Gözləmədə')).toBeInTheDocument();
    expect(within(bid!).getByText('Qalan yeniləmələr: — / 3')).toBeInTheDocument();
    expect(within(bid!).getByRole('button', { name: /^Yenilə/ })).toBeInTheDocument();
  });
});
