import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@/lib/numbers';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/utils/render-app';
import { answerLoosely, springPage, withUnknownFields } from '@tests/utils/spec-shapes';

// Route offers and lanes are of our own design, but a real backend will differ a little:
// a Spring page, fields we never heard of, fields left out, a mode, state or currency we do not know,
// a row we cannot read. The screens show what they can, '—' for the rest, unknown codes raw.

const offerCards = (scope: HTMLElement) => within(scope).findAllByTestId('route-offer');

/** An offer with only what a card needs: its id, state and price. */
const bareOffer = (id: number, state: string, price: number, currency = 'USD') => ({
  id,
  state,
  price,
  currency,
});

const fullOffer = {
  ...bareOffer(31, 'active', 1800),
  organizationId: 4,
  organizationName: 'Xəzər Logistika MMC',
  pickupCountryId: 2,
  pickupCountryName: 'Turkey',
  pickupCity: 'Mersin',
  deliveryCountryId: 1,
  deliveryCountryName: 'Azerbaijan',
  deliveryCity: 'Baku',
  mode: 'ROAD',
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  capacity: 3,
  capacityUnit: 'TRUCKS_PER_WEEK',
  notes: '',
  createdAt: '2026-01-01T08:00:00Z',
};

describe('route offers with a backend that differs', () => {
  it('lists the market from a Spring page with unknown fields; a bare offer shows —, an unknown mode raw', async () => {
    answerLoosely(
      '*/api/route-offers',
      springPage(
        withUnknownFields([
          fullOffer,
          { ...bareOffer(32, 'active', 950, 'EUR'), mode: 'DRONE', pickupCity: 'Aktau' },
          { ...bareOffer(33, 'active', 0), price: null },
        ]),
        { number: 1, size: 10, totalElements: 13 },
      ),
    );
    renderApp({ url: '/route-offers?page=2', role: 'IMPORTER' });

    const market = await screen.findByRole('region', { name: 'Aktiv marşrut təklifləri' });
    const cards = await offerCards(market);
    expect(cards).toHaveLength(2);
    const [full, bare] = cards as [HTMLElement, HTMLElement];
    expect(full).toHaveTextContent('Mersin');
    expect(full).toHaveTextContent(formatMoney(1800, 'USD', 'az'));
    expect(full).toHaveTextContent('Həftədə 3 yük maşını');

    expect(within(bare).getByRole('heading', { level: 3 })).toHaveTextContent('Aktau');
    expect(within(bare).getByRole('heading', { level: 3 })).toHaveTextContent('—');
    expect(bare).toHaveTextContent('DRONE');
    expect(bare).toHaveTextContent(formatMoney(950, 'EUR', 'az'));
    expect(bare).toHaveTextContent('— – —');
    // Starting an inquiry from it pre-fills only what it said.
    const start = within(bare).getByRole('link', { name: /Sorğu başlat/ });
    expect(new URLSearchParams(start.getAttribute('href')!.split('?')[1])).toEqual(
      new URLSearchParams({ pickupCity: 'Aktau', mode: 'DRONE' }),
    );

    expect(within(market).getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
    expect(within(market).getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the carrier’s own offers with an unknown state raw; one in a currency it does not know can be withdrawn, not edited', async () => {
    server.use(
      http.get('*/api/route-offers', ({ request }) =>
        new URL(request.url).searchParams.get('mine') === 'true'
          ? HttpResponse.json(
              springPage([
                { ...fullOffer, state: 'under_moderation' },
                { ...fullOffer, id: 34, currency: 'GEL', pickupCity: 'Poti' },
              ]),
            )
          : undefined,
      ),
    );
    renderApp({ url: '/route-offers', role: 'LOGISTIC' });

    const mine = await screen.findByRole('region', { name: 'Mənim marşrut təkliflərim' });
    const [moderated, lari] = (await offerCards(mine)) as [HTMLElement, HTMLElement];
    expect(within(moderated).getByText('under_moderation')).toHaveAttribute('data-state', 'under_moderation');
    expect(within(moderated).getByRole('button', { name: /Redaktə et/ })).toBeInTheDocument();
    expect(within(moderated).getByRole('button', { name: /Geri götür/ })).toBeInTheDocument();

    expect(lari).toHaveTextContent(formatMoney(1800, 'GEL', 'az'));
    expect(within(lari).queryByRole('button', { name: /Redaktə et/ })).not.toBeInTheDocument();
    expect(within(lari).getByRole('button', { name: /Geri götür/ })).toBeInTheDocument();
  });
});

describe('lanes with a backend that differs', () => {
  it('lists lanes from a plain array: missing figures as —, a lane it could not read noted', async () => {
    answerLoosely(
      '*/api/routes/lanes',
      withUnknownFields([
        {
          key: 'a',
          pickupCity: 'Tbilisi',
          pickupCountryName: 'Georgia',
          deliveryCity: 'Baku',
          deliveryCountryName: 'Azerbaijan',
          mode: 'RAIL',
          inquiries: 4,
          totalWeightKg: 1200,
          lastPrice: null,
          lastInquiryAt: '2026-01-20T10:00:00Z',
          carriers: [],
        },
        { key: 'b', pickupCity: 'Aktau', deliveryCity: 'Baku' },
        { pickupCity: 'No key' },
      ]),
    );
    renderApp({ url: '/importer-routes', role: 'IMPORTER' });

    const rows = await screen.findAllByTestId('lane-row');
    expect(rows).toHaveLength(2);
    const bare = rows.find((row) => row.textContent?.includes('Aktau'))!;
    const cells = within(bare).getAllByRole('cell');
    // Mode, inquiries, weight, last price, last inquiry and carriers were not sent.
    for (const index of [1, 2, 3, 4, 5, 6]) expect(cells[index]).toHaveTextContent(/^—$/);
    expect(screen.getByText('1 sətir göstərilə bilmədi')).toBeInTheDocument();
  });
});
