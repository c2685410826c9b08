import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';

// One currency to compare bids in, on the importer's all-bids screen: the
// importer picks a currency; every bid shows its own amount and the converted one at the server's
// dated rates (the demo's: 1 USD = 1.70 AZN = 0.86 EUR); ordering by price ranks the converted
// totals; the cheapest and the fastest bids are marked. A server without rates hides the choice.

/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Three bids whose numbers rank the other way from their worth: 1 100 USD, 1 700 AZN (= 1 000 USD), 900 EUR (= 1 046,51 USD). */
function inquiryWithThreeCurrencies() {
  const inquiry = givenInquiry();
  const [xezer, silk, anadolu] = [
    demoOrganization('LOGISTIC').id,
    organizationOf('aysel@silkwaycargo.az').id,
    organizationOf('mehmet@anadolunakliyat.com.tr').id,
  ];
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const usd = givenBid({
    inquiryId: inquiry.id,
    organizationId: xezer,
    value: 1100,
    currency: 'USD',
    transitDays: 9,
    createdAt: day(3),
  });
  const azn = givenBid({
    inquiryId: inquiry.id,
    organizationId: silk,
    value: 1700,
    currency: 'AZN',
    transitDays: 12,
    createdAt: day(2),
  });
  const eur = givenBid({
    inquiryId: inquiry.id,
    organizationId: anadolu,
    value: 900,
    currency: 'EUR',
    transitDays: 7,
    createdAt: day(1),
  });
  return { inquiry, usd, azn, eur };
}

const rows = () => screen.getAllByTestId('bid-row');
const rowOf = (company: string) => rows().find((row) => row.textContent?.includes(company))!;

async function pickCurrency(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Müqayisə valyutası' }), label);
}

describe('comparing bids in one currency', () => {
  it('shows each bid converted beside its own amount, with the day of the rates, and keeps the choice in the URL', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    const { user, router } = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findAllByTestId('bid-row');
    // Each in its own currency: no conversion, and no price marked across currencies.
    expect(screen.queryAllByTestId('converted-price')).toHaveLength(0);
    expect(screen.queryByText('Ən sərfəli')).not.toBeInTheDocument();

    await pickCurrency(user, 'USD');
    await waitFor(() => expect(router.state.location.search).toBe('?currency=USD'));
    await waitFor(() => expect(within(rowOf('Silk Way')).getByTestId('converted-price')).toBeInTheDocument());
    expect(plain(within(rowOf('Silk Way')).getByTestId('converted-price').textContent)).toBe(
      '≈ 1 000,00 USD',
    );
    expect(plain(within(rowOf('Anadolu')).getByTestId('converted-price').textContent)).toBe('≈ 1 046,51 USD');
    // A bid already in the currency is not shown twice.
    expect(within(rowOf('Xəzər')).queryByTestId('converted-price')).not.toBeInTheDocument();
    const today = new Date();
    const dd = String(today.getDate()).padStart(2, '0');
    const mm = String(today.getMonth() + 1).padStart(2, '0');
    expect(screen.getByText(`${dd}-${mm}-${today.getFullYear()} tarixli məzənnələrlə`)).toBeInTheDocument();
  });

  it('marks the cheapest by its converted total and the fastest by its transit days', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    renderApp({ url: `/all-bids/${inquiry.id}?currency=USD`, role: 'IMPORTER' });
    await waitFor(() => expect(within(rowOf('Silk Way')).getByText('Ən sərfəli')).toBeInTheDocument());
    expect(screen.getAllByText('Ən sərfəli')).toHaveLength(1);
    expect(within(rowOf('Anadolu')).getByText('Ən sürətli')).toBeInTheDocument();
    expect(screen.getAllByText('Ən sürətli')).toHaveLength(1);
  });

  it('marks the same cheapest bid whichever currency it is compared in', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    renderApp({ url: `/all-bids/${inquiry.id}?currency=EUR`, role: 'IMPORTER' });
    await waitFor(() => expect(within(rowOf('Silk Way')).getByText('Ən sərfəli')).toBeInTheDocument());
    expect(plain(within(rowOf('Silk Way')).getByTestId('converted-price').textContent)).toBe('≈ 860,00 EUR');
  });

  it('orders by price in the chosen currency: the server is asked in it and the rows follow', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    const requests = recordRequests();
    const { user, router } = renderApp({ url: `/all-bids/${inquiry.id}?currency=USD`, role: 'IMPORTER' });
    await screen.findAllByTestId('bid-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Qiymət: ucuzdan bahaya');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc&currency=USD'));
    await waitFor(() =>
      expect(
        rows().map((row) => ['Silk Way', 'Anadolu', 'Xəzər'].find((c) => row.textContent?.includes(c))),
      ).toEqual(['Silk Way', 'Anadolu', 'Xəzər']),
    );
    requests.stop();
    const sent = requests
      .filter((r) => r.path === `/api/bids/bids/${inquiry.id}`)
      .map((r) => Object.fromEntries(new URLSearchParams(r.search)));
    expect(sent.at(-1)).toMatchObject({ sort: 'value,asc', currency: 'USD', page: '0' });
    // An order that ranks no price does not send the currency.
    expect(sent[0]).not.toHaveProperty('currency');
  });

  it('orders the fastest first', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    const { user } = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findAllByTestId('bid-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Əvvəlcə ən sürətli');
    await waitFor(() =>
      expect(
        rows().map((row) => ['Silk Way', 'Anadolu', 'Xəzər'].find((c) => row.textContent?.includes(c))),
      ).toEqual(['Anadolu', 'Xəzər', 'Silk Way']),
    );
    expect(within(rowOf('Anadolu')).getByText('7 gün yolda', { exact: false })).toBeInTheDocument();
  });

  it('says when the rates cannot be loaded, keeps the bids in their own currencies, and tries again', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    const outage = failingGet('*/api/exchange-rates', { message: 'down', status: 503 });
    const { user } = renderApp({ url: `/all-bids/${inquiry.id}?currency=USD`, role: 'IMPORTER' });
    expect(await screen.findByText('Məzənnələri yükləmək alınmadı.')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(plain(within(rowOf('Silk Way')).getByTestId('converted-price').textContent)).toBe(
      'USD məzənnəsi yoxdur',
    );
    expect(screen.queryByText('Ən sərfəli')).not.toBeInTheDocument();
    outage.failing = false;
    await user.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() =>
      expect(plain(within(rowOf('Silk Way')).getByTestId('converted-price').textContent)).toBe(
        '≈ 1 000,00 USD',
      ),
    );
  });

  it('offers no currency to compare in on a server without rates, and the list works as before', async () => {
    const { inquiry } = inquiryWithThreeCurrencies();
    server.use(
      http.get('*/api/exchange-rates', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    renderApp({ url: `/all-bids/${inquiry.id}?currency=USD`, role: 'IMPORTER' });
    await screen.findAllByTestId('bid-row');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Müqayisə valyutası' })).not.toBeInTheDocument(),
    );
    expect(rows()).toHaveLength(3);
    expect(screen.queryAllByTestId('converted-price')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Sıralama' })).toBeInTheDocument();
  });
});
