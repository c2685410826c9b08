import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import {
  demoOrganization,
  givenBid,
  givenCompletedShipment,
  givenInquiry,
  givenRating,
} from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { openRecorded } from './open-recorded';

// Ratings through the screens, in Azerbaijani: on the steps page of a
// shipment whose delivery it confirmed, the importer rates the carrier 1 to 5 with a comment, may
// change it for 7 days and then only reads it; the carrier reads its ratings on its organisation
// page; the importer sees each carrier's average on the bids it compares.

beforeEach(() => toast.remove());

const DAY = 86_400_000;
const xezer = () => demoOrganization('LOGISTIC').id;
/** A delivered shipment the importer has rated Xəzər for. */
const ratedShipment = (
  rating: Omit<Parameters<typeof givenRating>[0], 'inquiryId' | 'carrierOrganizationId'>,
) => {
  const { inquiry } = givenCompletedShipment();
  givenRating({ inquiryId: inquiry.id, carrierOrganizationId: xezer(), ...rating });
  return inquiry;
};
const card = () => screen.findByRole('region', { name: 'Daşıyıcının qiymətləndirilməsi' });

describe('the importer rates the carrier', () => {
  it('asks for stars before sending, keeps the comment, and sends the rating', async () => {
    const { inquiry } = givenCompletedShipment();
    const { user, requests } = openRecorded(`/inquiry-steps/${inquiry.id}`, 'IMPORTER');
    const region = await card();
    expect(within(region).getByText(/Xəzər Logistika MMC necə işlədi\?/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Daşıyıcını qiymətləndir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daşıyıcını qiymətləndirin' });
    await user.type(within(dialog).getByLabelText('Şərh'), 'Vaxtında çatdırdı.');
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(dialog).findByText('1-dən 5-dək ulduz seçin')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Şərh')).toHaveValue('Vaxtında çatdırdı.');
    const puts = () =>
      requests.filter((r) => r.method === 'PUT' && r.path === `/api/inquiries/${inquiry.id}/rating`);
    expect(puts()).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 / 5' }));
    expect(within(dialog).getByRole('radio', { name: '4 / 5' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Qiymətiniz yadda saxlanıldı')).toBeInTheDocument();
    requests.stop();
    expect(puts()[0]?.body).toEqual({ stars: 4, comment: 'Vaxtında çatdırdı.' });
    expect(readDb().ratings.filter((r) => r.inquiryId === inquiry.id)).toEqual([
      expect.objectContaining({ stars: 4, comment: 'Vaxtında çatdırdı.', carrierOrganizationId: xezer() }),
    ]);
    const after = await card();
    expect(within(after).getByLabelText('Qiymətiniz: 4 / 5')).toBeInTheDocument();
    expect(within(after).getByText(/tarixinədək dəyişə bilərsiniz$/)).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Qiyməti dəyiş' })).toBeInTheDocument();
  });

  it('opens a rating given within the week with its stars and comment, to change them', async () => {
    const inquiry = ratedShipment({ stars: 2, comment: 'Zədələnmiş qutu.' });
    const { user } = renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    await user.click(within(await card()).getByRole('button', { name: 'Qiyməti dəyiş' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daşıyıcını qiymətləndirin' });
    expect(within(dialog).getByRole('radio', { name: '2 / 5' })).toBeChecked();
    expect(within(dialog).getByLabelText('Şərh')).toHaveValue('Zədələnmiş qutu.');
  });

  it('shows a rating older than 7 days as given, with nothing to change', async () => {
    const at = new Date(Date.now() - 7 * DAY - 60_000).toISOString();
    const inquiry = ratedShipment({ stars: 5, createdAt: at, updatedAt: at });
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    const region = await card();
    expect(within(region).getByLabelText('Qiymətiniz: 5 / 5')).toBeInTheDocument();
    expect(within(region).getByText(/tarixində verilib$/)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  /** Until nothing on the page is loading: the steps, and the rating card's own question. */
  const settled = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

  it('is not offered before delivery is confirmed', async () => {
    const delivered = givenInquiry({ status: 'delivered' });
    givenBid({ inquiryId: delivered.id, status: 'DELIVERED' });
    const requests = recordRequests();
    renderApp({ url: `/inquiry-steps/${delivered.id}`, role: 'IMPORTER' });
    await waitFor(() =>
      expect(requests.some((r) => r.path === `/api/inquiries/${delivered.id}/rating`)).toBe(true),
    );
    await settled();
    requests.stop();
    expect(screen.queryByRole('region', { name: 'Daşıyıcının qiymətləndirilməsi' })).not.toBeInTheDocument();
  });

  it('is not offered to the carrier, which does not even ask', async () => {
    const { inquiry } = givenCompletedShipment();
    const requests = recordRequests();
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'LOGISTIC' });
    await screen.findByRole('heading', { level: 1 });
    await settled();
    requests.stop();
    expect(requests.filter((r) => r.path.endsWith('/rating'))).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Daşıyıcının qiymətləndirilməsi' })).not.toBeInTheDocument();
  });

  it('goes on a server without ratings, and the steps page works on', async () => {
    server.use(
      http.get('*/api/inquiries/:id/rating', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const { inquiry } = givenCompletedShipment();
    renderApp({ url: `/inquiry-steps/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Daşıyıcının qiymətləndirilməsi' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Yenidən cəhd et')).not.toBeInTheDocument();
  });
});

describe("a carrier's ratings and averages", () => {
  it('lists the carrier’s ratings on its organisation page with its average and count', async () => {
    const inquiry = ratedShipment({ stars: 3, comment: 'Orta səviyyə.' });
    const { user } = renderApp({ url: '/organization', role: 'LOGISTIC' });
    await user.click(await screen.findByRole('tab', { name: 'Reytinq' }));
    const rows = await screen.findAllByTestId('rating-row');
    const mine = readDb().ratings.filter((r) => r.carrierOrganizationId === xezer());
    expect(rows).toHaveLength(Math.min(10, mine.length));
    expect(rows[0]).toHaveTextContent('Orta səviyyə.');
    expect(rows[0]).toHaveTextContent(inquiry.inquiryCode);
    expect(screen.getByText(`${mine.length} qiymət`)).toBeInTheDocument();
    const average = mine.reduce((sum, r) => sum + r.stars, 0) / mine.length;
    expect(screen.getByText(average.toFixed(1).replace('.', ','))).toBeInTheDocument();
  });

  it('says when the carrier has no ratings yet', async () => {
    server.use(
      http.get('*/api/logistic/ratings', () =>
        HttpResponse.json({ average: null, count: 0, ratings: { content: [], totalElements: 0 } }),
      ),
    );
    renderApp({ url: '/organization?tab=ratings', role: 'LOGISTIC' });
    expect(await screen.findByText('Hələ qiymət yoxdur')).toBeInTheDocument();
  });

  it('offers no ratings tab to an importer', async () => {
    renderApp({ url: '/organization?tab=ratings', role: 'IMPORTER' });
    expect(await screen.findByRole('tab', { name: /Təşkilat/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Reytinq' })).not.toBeInTheDocument();
  });

  it("shows each carrier's average and count on the importer's bids and in the bid's details", async () => {
    const open = givenInquiry();
    givenBid({ inquiryId: open.id, organizationId: xezer() });
    const stars = readDb()
      .ratings.filter((r) => r.carrierOrganizationId === xezer())
      .map((r) => r.stars);
    const average = (Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10)
      .toFixed(1)
      .replace('.', ',');
    const { user } = renderApp({ url: `/all-bids/${open.id}`, role: 'IMPORTER' });
    const [row] = await screen.findAllByTestId('bid-row');
    const said = `Orta qiymət ${average} / 5, ${stars.length} qiymət`;
    expect(within(row!).getByText(said)).toBeInTheDocument();
    await user.click(within(row!).getByRole('button', { name: 'Təklifi cavabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
    expect(within(dialog).getByText('Daşıyıcının reytinqi')).toBeInTheDocument();
    expect(within(dialog).getByText(said)).toBeInTheDocument();
  });
});
