import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { updateBid } from '@/features/bids/api/update-bid';
import { formatMoney } from '@/lib/numbers';
import { readDb, writeDb } from '@/mocks/db/db';
import { demoOrganization, givenBid, givenInquiry, organizationOf } from '@tests/utils/factories';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { renderApp, signInAs } from '@tests/utils/render-app';
import { openListScreen } from '@tests/utils/open-list-screen';
import { failingGet } from '@tests/utils/failing-get';

// /bids through the real router and demo backend: the carrier's own bids by tab (the demo carrier is
// Xəzər Logistika MMC) and the admin's every bid with its filters.

const listCalls = (requests: ReturnType<typeof recordRequests>) => getParams(requests, '/api/bids');

const rows = () => screen.getAllByTestId('bid-row');
const codeOf = (inquiryId: number) => readDb().inquiries.find((i) => i.id === inquiryId)!.inquiryCode;

/** The text of one column in every row, found by its header. */
function column(name: string) {
  const headers = within(screen.getByTestId('bid-list')).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === name);
  return rows().map((row) => within(row).getAllByRole('cell')[index]!.textContent);
}

async function openCarrierList(url = '/bids') {
  const requests = recordRequests();
  const view = renderApp({ url, role: 'LOGISTIC' });
  await screen.findByRole('heading', { level: 1, name: 'Təkliflər' });
  return { ...view, requests };
}

describe('carrier bids', () => {
  it('sends each tab as tab=<name> with the page zero-based, and keeps the tab in the URL', async () => {
    const { requests, router, user } = await openCarrierList('/bids?page=2');
    await waitFor(() => expect(listCalls(requests)[0]).toEqual({ tab: 'active', page: '1', size: '10' }));
    expect(screen.getByRole('tab', { name: 'Aktiv' })).toHaveAttribute('aria-selected', 'true');
    // The carrier has fewer than ten active bids: a page past the end lands on the last page.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCalls(requests).at(-1)).toEqual({ tab: 'active', page: '0', size: '10' }));

    const tabs = [
      ['Təsdiqlənmiş', 'confirmed'],
      ['Tamamlanmış', 'completed'],
      ['Gözləmədə', 'pending'],
      ['Uduzulmuş', 'lost'],
    ] as const;
    for (const [label, tab] of tabs) {
      await user.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(listCalls(requests).at(-1)).toEqual({ tab, page: '0', size: '10' }));
      expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      expect(router.state.location.search).toBe(`?tab=${tab}`);
    }
  });

  it('lists an approved bid on the confirmed tab and a lost one on the lost tab', async () => {
    // Every seeded bid of the carrier pending; then one accepted, one lost, one rejected by the importer.
    const carrier = demoOrganization('LOGISTIC').id;
    writeDb((db) =>
      db.bids.filter((b) => b.organizationId === carrier).forEach((b) => (b.status = 'PENDING')),
    );
    const awarded = givenInquiry({ status: 'approved' });
    const won = givenBid({ inquiryId: awarded.id, status: 'APPROVED' });
    const lostTo = givenInquiry({ status: 'approved' });
    givenBid({ inquiryId: lostTo.id, status: 'LOST' });
    givenBid({ inquiryId: givenInquiry().id, status: 'REJECTED' });
    const { user } = await openCarrierList('/bids?tab=confirmed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByRole('link', { name: awarded.inquiryCode })).toHaveAttribute(
      'href',
      `/inquiry/inquiry-details/${awarded.id}`,
    );
    expect(within(row).getByText('Təsdiqlənib')).toBeInTheDocument();
    expect(row).toHaveTextContent(formatMoney(won.value, won.currency, 'az'));
    expect(row).toHaveTextContent('Bakı Ticarət MMC');
    expect(
      within(row).getByRole('link', { name: `Daşınma mərhələləri: ${awarded.inquiryCode}` }),
    ).toHaveAttribute('href', `/inquiry-steps/${awarded.id}`);

    await user.click(screen.getByRole('tab', { name: 'Uduzulmuş' }));
    await waitFor(() => expect(column('Sorğu')).toContain(lostTo.inquiryCode));
    const lost = rows().find((r) => within(r).queryByRole('link', { name: lostTo.inquiryCode }))!;
    expect(within(lost).getByText('Uduzub')).toBeInTheDocument();
    // A lost bid has no shipment to follow.
    expect(within(lost).queryByRole('link', { name: /Daşınma mərhələləri/ })).not.toBeInTheDocument();
    // The lost tab also holds the bids the importer rejected.
    expect(column('Status')).toEqual(expect.arrayContaining(['Uduzub', 'Rədd edilib']));
    expect(column('Sorğu')).not.toContain(awarded.inquiryCode);
  });

  it('says so when a tab has no bids', async () => {
    const carrier = demoOrganization('LOGISTIC').id;
    writeDb((db) =>
      db.bids
        .filter((b) => b.organizationId === carrier && b.status === 'COMPLETED')
        .forEach((b) => (b.status = 'PENDING')),
    );
    const { requests } = await openCarrierList('/bids?tab=completed');
    expect(await screen.findByText('Təklif yoxdur')).toBeInTheDocument();
    expect(screen.getByText('Tamamlanmış daşınmanız hələ yoxdur.')).toBeInTheDocument();
    expect(screen.queryByTestId('bid-list')).not.toBeInTheDocument();
    expect(listCalls(requests)).toEqual([{ tab: 'completed', page: '0', size: '10' }]);
  });

  it('opens the bid details with its history: each update with old and new values', async () => {
    // A pending bid of the demo carrier: no regions, cargo and CMR insurance, ISO 9001 and TIR Carnet.
    const bid = givenBid({
      inquiryId: givenInquiry().id,
      value: 2100,
      currency: 'USD',
      notes: 'Transit 9–11 days, GPS tracking included.',
      preferredRegions: [],
      insuranceTypes: ['CARGO', 'CMR'],
      certifications: 'ISO 9001, TIR Carnet',
    });
    signInAs('LOGISTIC');
    // The carrier updates its bid through the API: a new price, regions added, one insurance dropped.
    await updateBid({
      bidId: bid.bidId,
      terms: {
        value: bid.value - 90,
        currency: bid.currency,
        notes: bid.notes,
        shipmentMode: bid.shipmentMode,
        truckCount: bid.truckCount,
        preferredRegions: ['CIS', 'CHINA'],
        insuranceTypes: ['CARGO'],
        certifications: bid.certifications,
      },
    });
    expect(bid.preferredRegions).toEqual([]);
    expect(bid.insuranceTypes).toEqual(['CARGO', 'CMR']);

    const { requests, user } = await openCarrierList();
    await user.click(await screen.findByRole('button', { name: `Ətraflı: ${codeOf(bid.inquiryId)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Təklifin detalları' });
    // The terms as they stand now, above the history.
    const termRow = (label: string) => within(dialog).getAllByText(label)[0]!.closest('div')!;
    expect(termRow('Yeniləmələr')).toHaveTextContent('1/3');
    expect(termRow('Rahat rayon')).toHaveTextContent('MDB, Çin');
    expect(termRow('Təklifin məbləği')).toHaveTextContent(formatMoney(bid.value - 90, bid.currency, 'az'));

    const history = within(dialog).getByRole('region', { name: 'Təklif tarixçəsi' });
    // Oldest first: the bid as placed, then the update.
    await waitFor(() => expect(within(history).getAllByTestId('bid-history-entry')).toHaveLength(2));
    const [placed, entry] = within(history).getAllByTestId('bid-history-entry') as [HTMLElement, HTMLElement];
    expect(placed).toHaveAttribute('data-kind', 'created');
    expect(entry).toHaveTextContent('Təklif yeniləndi');
    expect(entry).toHaveTextContent('Elvin Həsənov tərəfindən');
    const change = (field: string) =>
      within(entry)
        .getAllByTestId('bid-history-change')
        .find((c) => c.dataset.field === field)!;
    expect(change('value')).toHaveTextContent(
      `Təklifin məbləğiƏvvəl: ${formatMoney(bid.value, bid.currency, 'az')}Yeni: ${formatMoney(bid.value - 90, bid.currency, 'az')}`,
    );
    expect(change('preferredRegions')).toHaveTextContent('Rahat rayonƏvvəl: YoxdurYeni: MDB, Çin');
    expect(change('insuranceTypes')).toHaveTextContent(
      'Sığorta növüƏvvəl: Yük sığortası, CMRYeni: Yük sığortası',
    );
    expect(within(entry).getAllByTestId('bid-history-change')).toHaveLength(3);
    expect(requests.some((r) => r.path === `/api/bids/history/${bid.bidId}`)).toBe(true);

    await user.click(within(dialog).getAllByRole('button', { name: 'Bağla' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the error where the list would be and loads it again on retry', async () => {
    const outage = failingGet('*/api/bids', { message: 'Boom', status: 500 });
    const requests = recordRequests();
    renderApp({ url: '/bids', role: 'LOGISTIC' });
    // The query retries a server error three times before it shows it; the waits between
    // the tries are taken out for tests (setup-vitest.ts).
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(listCalls(requests)).toHaveLength(4);
    expect(screen.queryByTestId('bid-list')).not.toBeInTheDocument();

    outage.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(listCalls(requests)).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('admin bids', () => {
  const openAdminList = (url = '/bids') =>
    openListScreen({ url, role: 'ADMIN', title: 'Bütün təkliflər', rowTestId: 'bid-row' });

  it('filters by status and organisation, sending them as query params', async () => {
    const silkWay = String(organizationOf('aysel@silkwaycargo.az').id);
    const { requests, router, user } = await openAdminList();
    expect(listCalls(requests)).toEqual([{ page: '0', size: '10' }]);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/organizations')).toBe(true));

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Təsdiqlənib' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ page: '0', size: '10', status: 'APPROVED' }),
    );
    const approved = readDb().bids.filter((b) => b.status === 'APPROVED');
    await waitFor(() => expect(rows()).toHaveLength(approved.length));
    expect(new Set(column('Status'))).toEqual(new Set(['Təsdiqlənib']));
    expect(column('Daşıyıcı').sort()).toEqual(
      approved.map((b) => readDb().organizations.find((o) => o.id === b.organizationId)!.organizaName).sort(),
    );
    expect(router.state.location.search).toBe('?status=APPROVED');

    // Carriers and importers are both offered, each named by its role.
    await user.click(screen.getByLabelText('Təşkilat'));
    expect(await screen.findByRole('option', { name: 'Bakı Ticarət MMC · İdxalçı' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Silk Way Cargo · Daşıyıcı' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({
        page: '0',
        size: '10',
        status: 'APPROVED',
        organizationId: silkWay,
      }),
    );
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?status=APPROVED&organization=${silkWay}`);

    // Any status again: Silk Way Cargo's own bids.
    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Bütün statuslar' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ page: '0', size: '10', organizationId: silkWay }),
    );
    await waitFor(() => expect(new Set(column('Daşıyıcı'))).toEqual(new Set(['Silk Way Cargo'])));
  });

  it('filters by inquiry id and by date range, sending them as query params', async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    const longAgo = '2024-01-15T10:00:00.000Z';
    writeDb((db) => db.bids.forEach((b) => (b.createdAt = longAgo)));
    // An inquiry with two carriers' bids from long ago, and the only bid of today, by Silk Way Cargo.
    const filtered = givenInquiry();
    givenBid({ inquiryId: filtered.id, createdAt: longAgo });
    givenBid({
      inquiryId: filtered.id,
      organizationId: organizationOf('mehmet@anadolunakliyat.com.tr').id,
      createdAt: longAgo,
    });
    const ofToday = givenBid({
      inquiryId: givenInquiry().id,
      organizationId: organizationOf('aysel@silkwaycargo.az').id,
    });
    const { requests, router, user } = await openAdminList();

    await user.type(screen.getByRole('textbox', { name: 'Sorğu ID' }), '1o2');
    expect(screen.getByRole('textbox', { name: 'Sorğu ID' })).toHaveValue('12');
    await user.clear(screen.getByRole('textbox', { name: 'Sorğu ID' }));
    const id = String(filtered.id);
    await user.type(screen.getByRole('textbox', { name: 'Sorğu ID' }), id);
    await waitFor(() => expect(listCalls(requests).at(-1)).toEqual({ page: '0', size: '10', inquiryId: id }));
    const onIt = readDb().bids.filter((b) => b.inquiryId === filtered.id);
    expect(onIt).toHaveLength(2);
    await waitFor(() => expect(column('Sorğu')).toEqual(onIt.map(() => filtered.inquiryCode)));
    expect(router.state.location.search).toBe(`?inquiry=${id}`);

    await user.clear(screen.getByRole('textbox', { name: 'Sorğu ID' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'today');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({ page: '0', size: '10', startDate: today, endDate: today }),
    );
    await waitFor(() => expect(column('Sorğu')).toEqual([codeOf(ofToday.inquiryId)]));
    expect(column('Daşıyıcı')).toEqual(['Silk Way Cargo']);
    expect(router.state.location.search).toBe('?range=today');
  });
});
