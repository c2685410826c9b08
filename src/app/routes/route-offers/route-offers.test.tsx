import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { formatMoney } from '@/lib/numbers';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import { demoOrganization } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';
import { arrivalsAt, firstArrivalQuery } from '@tests/utils/arrivals';
import { retryFailedLoad } from '@tests/utils/failed-load';

// /route-offers: the importer browses every carrier's active offers (four seeded ones; Hamburg → Baku
// has expired) and starts an inquiry from one; the carrier (Xəzər Logistika, the demo carrier's, with
// Istanbul → Baku and Moscow → Sumgait) publishes, edits and withdraws its own.

beforeEach(() => toast.remove());

type User = ReturnType<typeof renderApp>['user'];
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
/** The seeded offer from this city: one of the demo carrier's, unless `anyCarrier`. */
const seededOffer = (pickupCity: string, anyCarrier = false) =>
  readDb().routeOffers.find(
    (o) =>
      o.pickupCity === pickupCity && (anyCarrier || o.organizationId === demoOrganization('LOGISTIC').id),
  )!;
const offerCards = (scope: HTMLElement) => within(scope).findAllByTestId('route-offer');
const cardOf = (scope: HTMLElement, heading: RegExp) =>
  within(scope)
    .getAllByTestId('route-offer')
    .find((card) => heading.test(within(card).getByRole('heading', { level: 3 }).textContent ?? ''))!;
const offerRequests = (requests: ReturnType<typeof recordRequests>, method = 'GET') =>
  requests.filter((r) => r.method === method && r.path.startsWith('/api/route-offers'));

async function choose(user: User, label: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

// The screen's own count, not the layout's (always-present) offline live region.
const pageStatus = () => within(screen.getByRole('main')).getByRole('status');

describe('route offers for an importer', () => {
  const market = () => screen.getByRole('region', { name: 'Aktiv marşrut təklifləri' });
  const marketLoaded = async () =>
    offerCards(await screen.findByRole('region', { name: 'Aktiv marşrut təklifləri' }));

  it('lists the active offers with their terms, and not the expired one', async () => {
    renderApp({ url: '/route-offers', role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Marşrut təklifləri' });
    const cards = await offerCards(market());
    expect(cards).toHaveLength(4);
    expect(pageStatus()).toHaveTextContent('4 aktiv təklif');
    // Hamburg → Baku by sea ended five days ago.
    expect(seededOffer('Hamburg', true).validUntil < day(0)).toBe(true);
    expect(market()).not.toHaveTextContent('Hamburq');

    const istanbul = seededOffer('Istanbul');
    const card = cardOf(market(), /İstanbul.*Bakı/);
    expect(card).toHaveTextContent('Xəzər Logistika MMC');
    expect(card).toHaveTextContent(formatMoney(2150, 'USD', 'az'));
    expect(card).toHaveTextContent('Həftədə 6 yük maşını');
    expect(card).toHaveTextContent(
      `${format(parseISO(istanbul.validFrom), 'dd-MM-yyyy')} – ${format(parseISO(istanbul.validUntil), 'dd-MM-yyyy')}`,
    );
    expect(card).toHaveTextContent('Tilt 96 m³, TIR, door to door in 8–10 days.');
    expect(within(card).queryByText('Aktiv')).not.toBeInTheDocument(); // the market shows no states
  });

  it('sends the filters to the server and keeps them in the URL', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/route-offers', role: 'IMPORTER' });
    await marketLoaded();
    await choose(user, 'Götürülmə ölkəsi', 'Türkiyə');
    await choose(user, 'Çatdırılma ölkəsi', 'Azərbaycan');
    await choose(user, 'Nəqliyyat növü', 'Avtomobil');
    await user.type(
      screen.getByRole('searchbox', { name: 'Şəhər, daşıyıcı və ya qeyd üzrə axtar' }),
      'Mersin',
    );

    await waitFor(() => expect(pageStatus()).toHaveTextContent('1 aktiv təklif'));
    const last = offerRequests(requests).at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(last.search))).toEqual({
      page: '0',
      size: '10',
      pickupCountryId: '2',
      deliveryCountryId: '1',
      mode: 'ROAD',
      search: 'Mersin',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pickupCountryId: '2',
      deliveryCountryId: '1',
      mode: 'ROAD',
      search: 'Mersin',
    });
    const [only] = await offerCards(market());
    expect(only).toHaveTextContent('Anadolu Nakliyat');

    // Nothing left to show: the empty state offers to clear the filters.
    await choose(user, 'Nəqliyyat növü', 'Dəniz');
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    expect(within(market()).getAllByRole('button', { name: 'Filtrləri təmizlə' })).toHaveLength(2);
    const filters = within(market()).getByRole('group', { name: 'Marşrut təkliflərinin filtrləri' });
    await user.click(within(filters).getByRole('button', { name: 'Filtrləri təmizlə' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await offerCards(market())).toHaveLength(4);
    requests.stop();
  });

  it('reads the filters from a link', async () => {
    const requests = recordRequests();
    renderApp({ url: '/route-offers?pickupCountryId=6&mode=RAIL', role: 'IMPORTER' });
    const [card] = await marketLoaded();
    expect(card).toHaveTextContent('Şanxay');
    expect(new URLSearchParams(offerRequests(requests)[0]!.search).get('pickupCountryId')).toBe('6');
    requests.stop();
  });

  it('starts an inquiry pre-filled with the offer’s lane and mode', async () => {
    const { user, router } = renderApp({ url: '/route-offers', role: 'IMPORTER' });
    await marketLoaded();
    const card = cardOf(market(), /Şanxay.*Bakı/);
    const arrivals = arrivalsAt(router, '/inquiries/new');
    await user.click(within(card).getByRole('link', { name: /^Sorğu başlat/ }));
    expect(await firstArrivalQuery(arrivals)).toEqual({
      pickupCountryId: '6',
      pickupCity: 'Şanxay',
      deliveryCountryId: '1',
      deliveryCity: 'Bakı',
      mode: 'RAIL',
    });
    await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
  });

  it('shows a failure where the offers would be, with a retry', async () => {
    await retryFailedLoad({
      endpoint: '*/api/route-offers',
      message: 'Təkliflər alınmadı',
      url: '/route-offers',
      role: 'IMPORTER',
      // The retry is offered inside the failure it answers.
      whileFailing: () =>
        expect(
          within(screen.getByRole('alert')).getByRole('button', { name: 'Yenidən cəhd et' }),
        ).toBeInTheDocument(),
    });
    expect(await offerCards(market())).toHaveLength(4);
  });
});

describe('route offers for a carrier', () => {
  const mine = () => screen.getByRole('region', { name: 'Mənim marşrut təkliflərim' });
  const group = (name: string) => screen.getByRole('group', { name });

  /** Fills one end of the offer's route, 'Götürülmə' or 'Çatdırılma': its country, then its city. */
  async function fillEnd(user: User, end: string, country: string, city: string) {
    await choose(user, 'Ölkə', country, group(end));
    await user.type(within(group(end)).getByLabelText('Şəhər'), city);
  }

  async function openPublish() {
    const view = renderApp({ url: '/route-offers', role: 'LOGISTIC' });
    await offerCards(await screen.findByRole('region', { name: 'Mənim marşrut təkliflərim' }));
    await view.user.click(within(mine()).getByRole('button', { name: 'Marşrut təklifi dərc et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marşrut təklifi dərc et' });
    return { ...view, dialog };
  }

  it('shows its own offers with their states, and the market read-only', async () => {
    renderApp({ url: '/route-offers', role: 'LOGISTIC' });
    const own = await offerCards(await screen.findByRole('region', { name: 'Mənim marşrut təkliflərim' }));
    expect(own).toHaveLength(2);
    own.forEach((card) => expect(within(card).getByText('Aktiv')).toBeInTheDocument());
    const market = screen.getByRole('region', { name: 'Bazardakı aktiv təkliflər' });
    expect(await offerCards(market)).toHaveLength(4);
    expect(within(market).queryByRole('link', { name: /Sorğu başlat/ })).not.toBeInTheDocument();
  });

  it('refuses a zero price, an end before the start and the same city, sending nothing', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openPublish();
    await fillEnd(user, 'Götürülmə', 'Türkiyə', 'Istanbul');
    await fillEnd(user, 'Çatdırılma', 'Türkiyə', ' istanbul ');
    await choose(user, 'Nəqliyyat növü', 'Avtomobil', dialog);
    await user.type(within(dialog).getByLabelText('Qiymət'), '0');
    const from = within(dialog).getByLabelText('Başlanğıc tarixi');
    await user.clear(from);
    await user.type(from, day(10));
    const until = within(dialog).getByLabelText('Bitmə tarixi');
    await user.clear(until);
    await user.type(until, day(5));
    await user.type(within(dialog).getByLabelText('Daşıma həcmi'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));

    const price = within(dialog).getByLabelText('Qiymət');
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription(/Sıfırdan böyük məbləğ daxil edin/);
    expect(until).toHaveAccessibleDescription(/Bitmə tarixi başlanğıc tarixindən əvvəl ola bilməz/);
    expect(within(group('Çatdırılma')).getByLabelText('Şəhər')).toHaveAccessibleDescription(
      /Çatdırılma şəhəri götürülmə şəhəri ilə eyni ola bilməz/,
    );
    expect(offerRequests(requests, 'POST')).toHaveLength(0);
    // What was typed stays.
    expect(price).toHaveValue('0');
    expect(within(group('Götürülmə')).getByLabelText('Şəhər')).toHaveValue('Istanbul');
    requests.stop();
  });

  it('publishes a valid offer, which then shows among its own', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openPublish();
    await fillEnd(user, 'Götürülmə', 'Qazaxıstan', 'Aktau');
    await fillEnd(user, 'Çatdırılma', 'Azərbaycan', 'Alat');
    await choose(user, 'Nəqliyyat növü', 'Dəniz', dialog);
    await user.type(within(dialog).getByLabelText('Qiymət'), '1800,50');
    await choose(user, 'Valyuta', 'EUR', dialog);
    await user.type(within(dialog).getByLabelText('Daşıma həcmi'), '4');
    await choose(user, 'Ölçü vahidi', 'Konteyner / həftə', dialog);
    await user.type(within(dialog).getByLabelText('Qeydlər'), 'Ro-ro ferry');
    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));

    expect(await screen.findByText('Marşrut təklifi dərc edildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = offerRequests(requests, 'POST');
    expect(post!.body).toEqual({
      pickupCountryId: 5,
      pickupCity: 'Aktau',
      deliveryCountryId: 1,
      deliveryCity: 'Alat',
      mode: 'SEA',
      price: 1800.5,
      currency: 'EUR',
      validFrom: day(0),
      validUntil: day(90),
      capacity: 4,
      capacityUnit: 'CONTAINERS_PER_WEEK',
      notes: 'Ro-ro ferry',
    });
    await waitFor(() => expect(within(mine()).getAllByTestId('route-offer')).toHaveLength(3));
    const card = cardOf(mine(), /Aktau.*Ələt/);
    expect(card).toHaveTextContent('Aktiv');
    expect(card).toHaveTextContent(formatMoney(1800.5, 'EUR', 'az'));
    expect(card).toHaveTextContent('Həftədə 4 konteyner');
    requests.stop();
  });

  it('keeps what was typed when the server refuses', async () => {
    server.use(
      http.post('*/api/route-offers', () =>
        HttpResponse.json(
          { message: 'Yoxlama alınmadı', errors: { deliveryCity: 'Bu şəhərə xidmət göstərilmir' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openPublish();
    await fillEnd(user, 'Götürülmə', 'Gürcüstan', 'Poti');
    await fillEnd(user, 'Çatdırılma', 'Azərbaycan', 'Ganja');
    const city = within(group('Çatdırılma')).getByLabelText('Şəhər');
    await choose(user, 'Nəqliyyat növü', 'Dəmir yolu', dialog);
    await user.type(within(dialog).getByLabelText('Qiymət'), '900');
    await user.type(within(dialog).getByLabelText('Daşıma həcmi'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));
    await waitFor(() => expect(city).toHaveAccessibleDescription(/Bu şəhərə xidmət göstərilmir/));
    expect(city).toHaveValue('Ganja');
    expect(screen.getByRole('dialog', { name: 'Marşrut təklifi dərc et' })).toBeInTheDocument();
  });

  it('edits an offer', async () => {
    const requests = recordRequests();
    const moscow = seededOffer('Moscow');
    const { user } = renderApp({ url: '/route-offers', role: 'LOGISTIC' });
    await offerCards(await screen.findByRole('region', { name: 'Mənim marşrut təkliflərim' }));
    await user.click(within(cardOf(mine(), /Moskva.*Sumqayıt/)).getByRole('button', { name: /^Redaktə et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marşrut təklifini redaktə et' });
    const price = within(dialog).getByLabelText('Qiymət');
    expect(price).toHaveValue('2900');
    await user.clear(price);
    await user.type(price, '2750');
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Marşrut təklifi yeniləndi')).toBeInTheDocument();
    const [put] = offerRequests(requests, 'PUT');
    expect(put).toMatchObject({
      path: `/api/route-offers/${moscow.id}`,
      // The form shows the city in the reader's language and sends it back so.
      body: { price: 2750, pickupCity: 'Moskva' },
    });
    await waitFor(() =>
      expect(cardOf(mine(), /Moskva.*Sumqayıt/)).toHaveTextContent(formatMoney(2750, 'USD', 'az')),
    );
    requests.stop();
  });

  it('withdraws an offer after confirming, and shows it as withdrawn', async () => {
    const requests = recordRequests();
    const { user } = renderApp({ url: '/route-offers', role: 'LOGISTIC' });
    await offerCards(await screen.findByRole('region', { name: 'Mənim marşrut təkliflərim' }));
    await user.click(within(cardOf(mine(), /İstanbul.*Bakı/)).getByRole('button', { name: /^Geri götür/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Təklifi geri götür' });
    expect(confirm).toHaveTextContent('İstanbul – Bakı marşrut təklifi bazardan dərhal götürüləcək');
    expect(offerRequests(requests, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Geri götür' }));

    await waitFor(() =>
      expect(within(cardOf(mine(), /İstanbul.*Bakı/)).getByText('Geri götürülüb')).toBeVisible(),
    );
    const istanbul = seededOffer('Istanbul');
    expect(offerRequests(requests, 'DELETE').map((r) => r.path)).toEqual([
      `/api/route-offers/${istanbul.id}`,
    ]);
    expect(istanbul.withdrawn).toBe(true);
    // A withdrawn offer can be edited back onto the market, not withdrawn again.
    const card = cardOf(mine(), /İstanbul.*Bakı/);
    expect(within(card).queryByRole('button', { name: /^Geri götür/ })).not.toBeInTheDocument();
    // It has left the market.
    const market = screen.getByRole('region', { name: 'Bazardakı aktiv təkliflər' });
    await waitFor(() => expect(within(market).getAllByTestId('route-offer')).toHaveLength(3));
    requests.stop();
  });
});
