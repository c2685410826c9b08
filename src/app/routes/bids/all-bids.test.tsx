import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { getInquiryBids } from '@/features/bids/api/get-inquiry-bids';
import { formatMoney } from '@/lib/numbers';
import { readDb } from '@/mocks/db/db';
import type { BidRecord, InquiryRecord } from '@/mocks/db/models';
import { server } from '@/mocks/node';
import { demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { answerGate } from '@tests/utils/answer-gate';
import { renderApp } from '@tests/utils/render-app';

// The importer's bids on one inquiry (/all-bids/{id}). Each test builds an open inquiry of the demo
// importer with a pending bid from each of the three carriers, Xəzər Logistika (the demo carrier),
// Silk Way Cargo and Anadolu Nakliyat, in USD, EUR and AZN unless a test says otherwise.

const carriers = () => [
  demoOrganization('LOGISTIC').id,
  organizationOf('aysel@silkwaycargo.az').id,
  organizationOf('mehmet@anadolunakliyat.com.tr').id,
];

/** An open inquiry with one pending bid per carrier, placed a day apart (the first carrier's earliest). */
function inquiryWithPendingBids(
  terms: Array<Partial<BidRecord>> = [{ currency: 'USD' }, { currency: 'EUR' }, { currency: 'AZN' }],
) {
  const open = givenInquiry();
  carriers().forEach((organizationId, i) =>
    givenBid({
      inquiryId: open.id,
      organizationId,
      value: 1900 + i * 175,
      createdAt: new Date(Date.now() - (3 - i) * 86_400_000).toISOString(),
      ...terms[i],
    }),
  );
  return open;
}

/** The test's inquiry with a pending bid in USD, EUR and AZN. */
let inquiry: InquiryRecord;
beforeEach(() => {
  toast.remove();
  inquiry = inquiryWithPendingBids();
});

const bidsOn = (inquiryId: number) => readDb().bids.filter((b) => b.inquiryId === inquiryId);
const pendingBids = () => bidsOn(inquiry.id).filter((b) => b.status === 'PENDING');

async function openFirstPending() {
  const view = renderApp({ url: `/all-bids/${inquiry.id}?status=pending`, role: 'IMPORTER' });
  const buttons = await screen.findAllByRole('button', { name: 'Təklifi cavabla' });
  await view.user.click(buttons[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
  return { ...view, dialog };
}

describe('all bids', () => {
  it('maps the URL to the request: status uppercased, page zero-based', async () => {
    const requests = recordRequests();
    renderApp({ url: '/all-bids/42?status=pending&page=2', role: 'IMPORTER' });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/bids/bids/42')).toBe(true));
    requests.stop();
    const get = requests.find((r) => r.path === '/api/bids/bids/42')!;
    expect(Object.fromEntries(new URLSearchParams(get.search))).toEqual({
      status: 'PENDING',
      size: '10',
      page: '1',
      sort: 'createdAt,desc',
    });
  });

  it('writes a status tab to the URL in lowercase and asks the server in uppercase, from the first page', async () => {
    // Twelve bids, so the second page is there to leave (an empty one would send the list back itself).
    carriers().forEach((organizationId) =>
      [0, 1, 2].forEach(() => givenBid({ inquiryId: inquiry.id, organizationId })),
    );
    const requests = recordRequests();
    const { router, user } = renderApp({ url: `/all-bids/${inquiry.id}?page=2`, role: 'IMPORTER' });
    expect(await screen.findAllByTestId('bid-row')).toHaveLength(2);
    await user.click(await screen.findByRole('tab', { name: 'Gözləmədə' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    const listPath = `/api/bids/bids/${inquiry.id}`;
    // The list's own reads: with more than one page the screen also asks for the cheapest bid, one row.
    const listReads = () =>
      requests
        .filter((r) => r.path === listPath)
        .map((r) => Object.fromEntries(new URLSearchParams(r.search)))
        .filter((query) => query.size !== '1');
    await waitFor(() => expect(listReads()).toHaveLength(2));
    requests.stop();
    const [first, second] = listReads();
    expect(first).toEqual({ status: '', size: '10', page: '1', sort: 'createdAt,desc' });
    expect(second).toEqual({ status: 'PENDING', size: '10', page: '0', sort: 'createdAt,desc' });
  });

  it('shows five skeleton rows while loading, then the bids', async () => {
    // Held until the screen shows it is waiting: the route's prefetch asked before the screen came.
    const gate = answerGate();
    server.use(
      http.get('*/api/bids/bids/:id', async () => {
        await gate.opened;
        return HttpResponse.json({ content: [], page: 0, size: 10, totalElements: 0 });
      }),
    );
    renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findByRole('heading', { level: 1, name: 'Bütün təkliflər' });
    const table = await screen.findByTestId('bids-table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
    await gate.openWhenWaiting();
    expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
  });

  it('lists the bids with company, price and the best-price badge on the lowest', async () => {
    const inUsd = inquiryWithPendingBids([{ currency: 'USD' }, { currency: 'USD' }, { currency: 'USD' }]);
    const cheapest = Math.min(...bidsOn(inUsd.id).map((b) => b.value));
    renderApp({ url: `/all-bids/${inUsd.id}`, role: 'IMPORTER' });
    const rows = await screen.findAllByTestId('bid-row');
    expect(rows).toHaveLength(bidsOn(inUsd.id).length);
    const badged = rows.filter((row) => row.textContent?.includes('Ən sərfəli'));
    expect(badged).toHaveLength(1);
    expect(badged[0]!.textContent?.replace(/\D/g, '')).toContain(String(cheapest));
    expect(screen.getByText('Xəzər Logistika MMC')).toBeInTheDocument();
  });

  it('ranks no price when the bids are in different currencies', async () => {
    renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await screen.findAllByTestId('bid-row');
    expect(new Set(bidsOn(inquiry.id).map((b) => b.currency)).size).toBeGreaterThan(1);
    expect(screen.queryByText('Ən sərfəli')).not.toBeInTheDocument();
  });

  it("opens the details modal from 'Təklifi cavabla' with the spec's rows", async () => {
    const { dialog } = await openFirstPending();
    for (const label of ['Ad', 'Soyad', 'MOT', 'Rahat rayon', 'Sığorta növü', 'Təklifin məbləği'])
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ləğv et' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Təsdiqlə' })).toBeInTheDocument();
  });

  it("shows 'Yoxdur' for a bid without regions or insurance", async () => {
    server.use(
      http.get('*/api/bids/bids/:id', () =>
        HttpResponse.json({
          content: [
            {
              bidId: 1,
              key: 'k-1',
              inquiryId: inquiry.id,
              inquiryCode: 'INQ-1',
              userName: 'Əli',
              userSurname: 'Əliyev',
              certifications: null,
              shipmentMode: 'AIR',
              truckCount: null,
              preferredRegions: [],
              insuranceTypes: [],
              value: 100,
              currency: 'USD',
              createdAt: '2025-01-02T00:00:00Z',
              organizationName: 'Test MMC',
              notes: '',
              status: 'PENDING',
              updateCount: 0,
              updatedAt: '2025-01-02T00:00:00Z',
            },
          ],
          page: 0,
          size: 10,
          totalElements: 1,
        }),
      ),
    );
    const { user } = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Təklifi cavabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
    expect(within(dialog).getAllByText('Yoxdur')).toHaveLength(2);
    expect(within(dialog).queryByText('Sertifikat')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Yük maşınının sayı')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Əliyev')).toBeInTheDocument();
  });

  it('accepts a bid after confirmation: PUT approve/{bidId}, modal closes, status Təsdiqlənib', async () => {
    const pendingIds = pendingBids().map((b) => b.bidId);
    const requests = recordRequests();
    const { user } = renderApp({ url: `/all-bids/${inquiry.id}`, role: 'IMPORTER' });
    const rows = await screen.findAllByTestId('bid-row');
    const row = rows.find((r) => within(r).queryByRole('button', { name: 'Təklifi cavabla' }))!;
    await user.click(within(row).getByRole('button', { name: 'Təklifi cavabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
    await user.click(within(dialog).getByRole('button', { name: 'Təsdiqlə' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Təsdiqlə' });
    expect(within(confirm).getByText('Bu təklifi qəbul etmək istədiyinizə əminsiniz?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Bəli' }));

    expect(await screen.findByText('Təklif qəbul edildi')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Təfərrüatlar' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        screen.getAllByTestId('bid-row').map((r) => r.querySelector('[data-status]')?.textContent),
      ).toContain('Təsdiqlənib'),
    );
    requests.stop();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toMatch(/^\/api\/bids\/approve\/\d+$/);
    const bidId = Number(put.path.split('/').pop());
    expect(pendingIds).toContain(bidId);
    const db = readDb();
    expect(db.bids.find((b) => b.bidId === bidId)!.status).toBe('APPROVED');
    expect(db.bids.filter((b) => b.inquiryId === inquiry.id && b.status === 'PENDING')).toHaveLength(0);
    expect(db.inquiries.find((i) => i.id === inquiry.id)!.status).toBe('approved');
  });

  it('sends one accept however fast "Bəli" is double-clicked', async () => {
    const gate = answerGate();
    server.use(
      http.put('*/api/bids/approve/:bidId', async () => {
        await gate.opened;
        return HttpResponse.json({});
      }),
    );
    const requests = recordRequests();
    const { user, dialog } = await openFirstPending();
    await user.click(within(dialog).getByRole('button', { name: 'Təsdiqlə' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Təsdiqlə' });
    const yes = within(confirm).getByRole('button', { name: 'Bəli' });
    await user.dblClick(yes);
    expect(yes).toHaveAttribute('aria-busy', 'true');
    gate.open();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Təfərrüatlar' })).not.toBeInTheDocument(),
    );
    requests.stop();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('cancels a bid after confirmation: PUT reject/{key}', async () => {
    const pendingKeys = pendingBids().map((b) => b.key);
    const requests = recordRequests();
    const { user, dialog } = await openFirstPending();
    await user.click(within(dialog).getByRole('button', { name: 'Ləğv et' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Ləğv et' });
    expect(within(confirm).getByText('Bu təklifi ləğv etmək istədiyinizə əminsiniz?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Bəli' }));
    expect(await screen.findByText('Təklif ləğv edildi')).toBeInTheDocument();
    requests.stop();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toMatch(/^\/api\/bids\/reject\/[^/]+$/);
    const key = decodeURIComponent(put.path.split('/').pop()!);
    // By the bid's key, not its number.
    expect(pendingKeys).toContain(key);
    expect(readDb().bids.find((b) => b.key === key)!.status).toBe('REJECTED');
  });

  it('keeps the bid pending and says the server failed when accepting fails', async () => {
    server.use(
      http.put('*/api/bids/approve/:bidId', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    const before = pendingBids().length;
    const { user, dialog } = await openFirstPending();
    await user.click(within(dialog).getByRole('button', { name: 'Təsdiqlə' }));
    await user.click(await screen.findByRole('button', { name: 'Bəli' }));
    expect(
      await screen.findByText('Serverdə xəta baş verdi. Bir az sonra yenidən cəhd edin.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Təfərrüatlar' })).toBeInTheDocument();
    expect(pendingBids()).toHaveLength(before);
  });

  it("goes to the inquiry steps from 'Təklifin detalları'", async () => {
    // An inquiry of the demo importer whose shipment was awarded.
    const awarded = givenInquiry({ status: 'approved' });
    givenBid({ inquiryId: awarded.id, status: 'APPROVED' });
    const id = awarded.id;
    const { router, user } = renderApp({ url: `/all-bids/${id}?status=approved`, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Təklifin detalları' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inquiry-steps/${id}`));
    expect(router.state.location.state).toEqual({ inquiryId: id });
  });

  it('orders by price from the URL: sort=price-asc is sent as value,asc and the rows follow it', async () => {
    const requests = recordRequests();
    renderApp({ url: `/all-bids/${inquiry.id}?sort=price-asc`, role: 'IMPORTER' });
    const rows = await screen.findAllByTestId('bid-row');
    requests.stop();
    const get = requests.find((r) => r.path === `/api/bids/bids/${inquiry.id}`)!;
    expect(Object.fromEntries(new URLSearchParams(get.search))).toEqual({
      status: '',
      size: '10',
      page: '0',
      sort: 'value,asc',
    });
    const cheapestFirst = bidsOn(inquiry.id)
      .sort((a, b) => a.value - b.value || b.bidId - a.bidId)
      .map((b) => formatMoney(b.value, b.currency, 'az'));
    expect(rows.map((row) => cheapestFirst.find((price) => row.textContent?.includes(price)))).toEqual(
      cheapestFirst,
    );
  });

  it('changes the order from the sort control and keeps it in the URL', async () => {
    // Prices out of step with the default order (newest first), so a new order shows.
    const inUsd = inquiryWithPendingBids(
      [3000, 1000, 2000].map((value) => ({ value, currency: 'USD' as const })),
    );
    const requests = recordRequests();
    const { router, user } = renderApp({ url: `/all-bids/${inUsd.id}`, role: 'IMPORTER' });
    const dearestFirst = [3000, 2000, 1000].map((value) => formatMoney(value, 'USD', 'az'));
    const shownOrder = () =>
      screen
        .getAllByTestId('bid-row')
        .map((row) => dearestFirst.find((price) => row.textContent?.includes(price)));
    await screen.findAllByTestId('bid-row');
    expect(shownOrder()).not.toEqual(dearestFirst);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Qiymət: bahadan ucuza');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
    await waitFor(() => expect(shownOrder()).toEqual(dearestFirst));
    requests.stop();
    // Both orders are sent as Spring's Pageable reads them, the default (newest first) too.
    expect(
      requests
        .filter((r) => r.path === `/api/bids/bids/${inUsd.id}`)
        .map((r) => new URLSearchParams(r.search).get('sort')),
    ).toEqual(['createdAt,desc', 'value,desc']);
  });

  it("shows each carrier's trucks and translated insurance under the company name", async () => {
    // By road: every carrier offers trucks, two of them with insurance cover.
    const byRoad = givenInquiry({ shipmentMode: 'ROAD', truckType: 'tilt_96', ftl: true });
    const terms = [
      { truckCount: 1, insuranceTypes: ['CARGO', 'CMR'] },
      { truckCount: 2, insuranceTypes: ['AWB'] },
      { truckCount: 3, insuranceTypes: [] },
    ];
    carriers().forEach((organizationId, i) =>
      givenBid({ inquiryId: byRoad.id, organizationId, ...terms[i] }),
    );
    renderApp({ url: `/all-bids/${byRoad.id}`, role: 'IMPORTER' });
    const rows = await screen.findAllByTestId('bid-row');
    const termsOf = (company: string) =>
      within(rows.find((row) => within(row).queryByText(company))!).getByTestId('bid-terms').textContent;
    expect(termsOf('Xəzər Logistika MMC')).toBe('1 yük maşını · Yük sığortası, CMR');
    expect(termsOf('Silk Way Cargo')).toBe('2 yük maşını · AWB');
    // No insurance: the line shows the trucks alone, without a trailing separator.
    expect(termsOf('Anadolu Nakliyat A.Ş.')).toBe('3 yük maşını');
  });

  it("rejects with 'ID is required' without an id", async () => {
    await expect(getInquiryBids('', { status: '', size: 10, page: 1 })).rejects.toThrow('ID is required');
    await expect(getInquiryBids(undefined, { status: '', size: 10, page: 1 })).rejects.toThrow(
      'ID is required',
    );
  });
});
