import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { givenInquiry } from '@tests/utils/factories';
import { givenInquiryOfPallets } from '@tests/utils/inquiries';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The carrier's inquiry details (/inquiry/inquiry-details/{id}), of an inquiry of the demo importer
// (Bakı Ticarət MMC) open to all carriers: Shanghai → Baku by rail, household appliances ready to go,
// FCA, 36 EUR pallets of 500 kg, 120×80×150 cm.
const railInquiry = () => givenInquiryOfPallets(36);

describe('carrier inquiry details', () => {
  it('reads the inquiry through GET /api/bids/inquiry/{id} and shows what a price needs', async () => {
    const inquiry = railInquiry();
    const requests = recordRequests();
    renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });

    expect(await screen.findByText(inquiry.inquiryCode)).toBeInTheDocument();
    const load = screen.getByRole('region', { name: 'Yük məlumatları' });
    const totalsRow = within(within(load).getByRole('table'))
      .getByRole('rowheader', { name: 'Cəmi' })
      .closest('tr')!;
    expect(totalsRow).toHaveTextContent('Yerlərin sayı: 36');
    expect(totalsRow).toHaveTextContent('Ümumi çəki: 18 000 kq');
    expect(totalsRow).toHaveTextContent('Həcm: 51,84 m³');

    expect(within(load).getByText('Dəmir yolu')).toBeInTheDocument();
    expect(within(load).getByText('Məişət texnikası')).toBeInTheDocument();
    expect(within(load).getByText('Hazırdır')).toBeInTheDocument();
    expect(within(load).getByText('FCA')).toBeInTheDocument();
    expect(within(load).getByText('Shanghai industrial zone')).toBeInTheDocument();
    expect(within(load).getAllByText('Fayl yoxdur')).toHaveLength(3);
    expect(screen.getByText('İdxalçı:').closest('p')).toHaveTextContent('İdxalçı: Bakı Ticarət MMC');
    // The carrier's own bids sit below the inquiry (carrier-bid.test.tsx covers them).
    await screen.findByRole('heading', { level: 2, name: 'Təklifləriniz' });
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute('href', '/inquiry');

    requests.stop();
    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(`GET /api/bids/inquiry/${inquiry.id}`);
    expect(paths).not.toContain(`GET /api/inquiries/${inquiry.id}`);
  });

  it('says a draft or unknown inquiry was not found', async () => {
    const draft = givenInquiry({ status: 'draft' });
    renderApp({ url: `/inquiry/inquiry-details/${draft.id}`, role: 'LOGISTIC' });
    expect(await screen.findByText('Sorğu tapılmadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri qayıt' })).toHaveAttribute('href', '/inquiry');
    // No bid panel for an inquiry the carrier cannot see.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Təklifləriniz' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Təklif ver' })).not.toBeInTheDocument();
  });

  it('says once that the inquiry failed to load, and the retry brings the inquiry and the bids', async () => {
    let failing = true;
    // A 4xx is not retried, so the test meets the error at once.
    const refuse = () =>
      failing ? HttpResponse.json({ message: 'Sorğu oxunmadı' }, { status: 400 }) : undefined;
    server.use(http.get('*/api/bids/inquiry/:id', refuse), http.get('*/api/bids/mine/:id', refuse));
    const inquiry = railInquiry();
    const { user } = renderApp({ url: `/inquiry/inquiry-details/${inquiry.id}`, role: 'LOGISTIC' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorğu oxunmadı');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Təklifləriniz' })).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findByText(inquiry.inquiryCode)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Təklifləriniz' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
