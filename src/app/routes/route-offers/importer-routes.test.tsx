import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getLanes } from '@/features/route-offers/api/get-lanes';
import type { Lane } from '@/features/route-offers/schemas';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/numbers';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization } from '@tests/utils/factories';
import { renderApp } from '@tests/utils/render-app';
import { arrivalsAt, firstArrivalQuery } from '@tests/utils/arrivals';
import { retryFailedLoad } from '@tests/utils/failed-load';

// The importer's 'route list' (/importer-routes): the lanes of the demo importer, derived by
// the server from its inquiries; 20 to a page, searched and sorted here.

const rows = () => screen.findAllByTestId('lane-row');

async function openRoutes(url = '/importer-routes') {
  const view = renderApp({ url, role: 'IMPORTER' });
  await rows();
  // The same request the screen made, with the same session: what the server says the lanes are.
  const lanes = (await getLanes()).content;
  return { ...view, lanes };
}

function expectRow(row: HTMLElement, lane: Lane) {
  const cells = within(row).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent(`${lane.pickupCity}, ${lane.pickupCountryName}`);
  expect(cells[0]).toHaveTextContent(`${lane.deliveryCity}, ${lane.deliveryCountryName}`);
  expect(cells[2]).toHaveTextContent(new RegExp(`^${lane.inquiries}$`));
  expect(cells[4]).toHaveTextContent(
    lane.lastPrice ? formatMoney(lane.lastPrice.value, lane.lastPrice.currency, 'az') : '—',
  );
  expect(cells[5]).toHaveTextContent(formatDate(lane.lastInquiryAt));
  expect(cells[6]).toHaveTextContent(
    lane.carriers.length ? lane.carriers.map((c) => c.name).join(', ') : '—',
  );
}

// The screen's own count, not the layout's (always-present) offline live region.
const pageStatus = () => within(screen.getByRole('main')).getByRole('status');

describe('importer routes', () => {
  it('lists the importer’s lanes as the server derives them, busiest first', async () => {
    const { lanes } = await openRoutes();
    expect(screen.getByRole('heading', { level: 1, name: 'Marşrutların siyahısı' })).toBeInTheDocument();
    // Every sent inquiry of the demo importer with both places and a mode is counted on exactly one lane.
    const importer = demoOrganization('IMPORTER').id;
    const counted = readDb().inquiries.filter(
      (i) =>
        i.organizationId === importer && i.status !== 'draft' && i.pickup && i.delivery && i.shipmentMode,
    ).length;
    expect(lanes.reduce((sum, lane) => sum + (lane.inquiries ?? 0), 0)).toBe(counted);

    expect(pageStatus()).toHaveTextContent(`${lanes.length} marşrut`);
    const shown = await rows();
    expect(shown).toHaveLength(Math.min(20, lanes.length));
    shown.forEach((row, i) => expectRow(row, lanes[i]!));
    // Some lanes were served: their carriers and last price come from the accepted bids.
    expect(lanes.some((l) => l.carriers.length > 0 && l.lastPrice !== undefined)).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Sorğu sayı' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('searches by city and sorts by the latest inquiry, keeping both in the URL', async () => {
    const { user, router, lanes } = await openRoutes();
    await user.type(screen.getByRole('searchbox', { name: 'Şəhər və ya ölkə üzrə axtar' }), 'tbilisi');
    const matching = lanes.filter((l) => l.pickupCity === 'Tbilisi' || l.deliveryCity === 'Tbilisi');
    expect(matching.length).toBeGreaterThan(0);
    await waitFor(() => expect(pageStatus()).toHaveTextContent(`${matching.length} marşrut`));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('tbilisi');
    for (const row of await rows()) expect(row).toHaveTextContent('Tbilisi');

    await user.click(screen.getByLabelText('Sıralama'));
    await user.click(await screen.findByRole('option', { name: 'Son sorğu tarixinə görə' }));
    const latest = [...matching].sort((a, b) => b.lastInquiryAt!.localeCompare(a.lastInquiryAt!))[0]!;
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('recent'));
    expect(screen.getByRole('columnheader', { name: 'Son sorğu' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expectRow((await rows())[0]!, latest);
  });

  it('starts a new inquiry pre-filled with the lane', async () => {
    const { user, router, lanes } = await openRoutes();
    const lane = lanes[0]!;
    const arrivals = arrivalsAt(router, '/inquiries/new');
    await user.click(within((await rows())[0]!).getByRole('link', { name: /^Bu marşrutla yeni sorğu/ }));
    expect(await firstArrivalQuery(arrivals)).toEqual({
      pickupCountryId: String(lane.pickupCountryId),
      pickupCity: lane.pickupCity,
      deliveryCountryId: String(lane.deliveryCountryId),
      deliveryCity: lane.deliveryCity,
      mode: lane.mode,
    });
    await screen.findByRole('heading', { level: 2, name: 'Hara göndərilsin' });
  });

  it('pages through the lanes', async () => {
    const { user, router, lanes } = await openRoutes();
    await user.click(screen.getByRole('button', { name: 'Səhifə 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expectRow((await rows())[0]!, lanes[20]!);
  });

  it('says when there are no lanes yet', async () => {
    server.use(http.get('*/api/routes/lanes', () => HttpResponse.json([])));
    renderApp({ url: '/importer-routes', role: 'IMPORTER' });
    expect(await screen.findByText('Hələ marşrut yoxdur')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorğu yarat' })).toHaveAttribute('href', '/inquiries/new');
  });

  it('shows a failure where the lanes would be, with a retry', async () => {
    await retryFailedLoad({
      endpoint: '*/api/routes/lanes',
      message: 'Marşrutlar alınmadı',
      url: '/importer-routes',
      role: 'IMPORTER',
      // The retry is offered inside the failure it answers.
      whileFailing: () =>
        expect(
          within(screen.getByRole('alert')).getByRole('button', { name: 'Yenidən cəhd et' }),
        ).toBeInTheDocument(),
    });
    expect(await rows()).not.toHaveLength(0);
  });
});
