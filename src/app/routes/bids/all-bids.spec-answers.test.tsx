import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/utils/record-requests';
import type { UserEvent } from '@testing-library/user-event';
import { answerGate } from '@tests/utils/answer-gate';
import { renderApp } from '@tests/utils/render-app';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { expectConsoleError } from '@tests/utils/console-errors';

// The importer's all-bids screen (/all-bids/{id}) fed answers shaped only by what the spec states:
// GET /api/bids/bids/{id} with the spec's bid fields and nothing of ours (no
// inquiryId, updateCount, updatedAt; certifications and truckCount 'only if present', so absent),
// in any list shape a backend may send; and PUT approve/reject answered in any way that means yes.

const INQUIRY = 102; // the demo importer's inquiry; its GET is replaced in every test here
const URL = `/all-bids/${INQUIRY}`;

beforeEach(() => toast.remove());

/** A bid with exactly the fields the spec names, the 'only if present' ones left out. */
const specBid = (over: Record<string, unknown> = {}) => ({
  bidId: 9001,
  key: 'spec-key-9001',
  userName: 'Rəşad',
  userSurname: 'Məmmədov',
  shipmentMode: 'ROAD',
  preferredRegions: ['CIS'],
  insuranceTypes: ['CMR'],
  value: 1850.5,
  currency: 'USD',
  createdAt: '2026-03-14T09:30:00Z',
  organizationName: 'Spec Logistics MMC',
  notes: 'Qapıdan qapıya',
  status: 'PENDING',
  inquiryCode: 'INQ-9001',
  ...over,
});

const approvedBid = () =>
  specBid({
    bidId: 9002,
    key: 'spec-key-9002',
    organizationName: 'Approved Cargo MMC',
    value: 2100,
    status: 'APPROVED',
  });

const answerBids = (answer: unknown) =>
  server.use(http.get('*/api/bids/bids/:id', () => HttpResponse.json(answer as never)));

const rowOf = async (company: string) =>
  (await screen.findAllByTestId('bid-row')).find((row) => within(row).queryByText(company))!;

/** What the importer should see of the two spec-shaped bids, in the list and in the details modal. */
async function expectSpecBidsShown(user: UserEvent) {
  expect(await screen.findAllByTestId('bid-row')).toHaveLength(2);
  const pending = await rowOf('Spec Logistics MMC');
  expect(within(pending).getByText('1 850,50 USD')).toBeInTheDocument();
  expect(within(pending).getByText('14-03-2026')).toBeInTheDocument();
  expect(within(pending).getByText('Qapıdan qapıya')).toBeInTheDocument();
  expect(within(pending).getByText('Avtomobil')).toBeInTheDocument(); // the mode icon's name
  expect(within(pending).getByText('Gözləmədə')).toBeInTheDocument();
  const approved = await rowOf('Approved Cargo MMC');
  expect(within(approved).getByText('Təsdiqlənib')).toBeInTheDocument();
  expect(within(approved).getByRole('button', { name: 'Təklifin detalları' })).toBeInTheDocument();
  expect(screen.queryByText(/sətir göstərilə bilmədi/)).not.toBeInTheDocument();

  await user.click(within(pending).getByRole('button', { name: 'Təklifi cavabla' }));
  const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
  expect(within(dialog).getByText('Rəşad')).toBeInTheDocument();
  expect(within(dialog).getByText('Məmmədov')).toBeInTheDocument();
  expect(within(dialog).getByText('Avtomobil')).toBeInTheDocument();
  expect(within(dialog).getByText('MDB')).toBeInTheDocument();
  expect(within(dialog).getByText('CMR')).toBeInTheDocument();
  expect(within(dialog).getByText('1 850,50 USD')).toBeInTheDocument();
  // 'Only if present': absent certifications and truck count leave their rows out.
  expect(within(dialog).queryByText('Sertifikat')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('Yük maşınının sayı')).not.toBeInTheDocument();
}

const DROPPED_NOTE = '1 sətir göstərilə bilmədi';

describe('all bids: GET /api/bids/bids/{id} answered as the spec allows', () => {
  it('(a) shows the minimal spec-shaped bids of a Spring page', async () => {
    answerBids(springPage([specBid(), approvedBid()]));
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    await expectSpecBidsShown(user);
  });

  it('(b) shows the same when every object carries fields the app never heard of', async () => {
    answerBids(withUnknownFields(springPage([specBid(), approvedBid()])));
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    await expectSpecBidsShown(user);
  });

  it('(c) reads a Spring page: its totals drive the pages, the page asked for is zero-based', async () => {
    const rows = Array.from({ length: 10 }, (_, i) =>
      specBid({ bidId: 9100 + i, key: `k-${i}`, organizationName: `Carrier ${i}` }),
    );
    answerBids(springPage(rows, { number: 1, size: 10, totalElements: 25 }));
    const requests = recordRequests();
    renderApp({ url: `${URL}?page=2`, role: 'IMPORTER' });
    expect(await screen.findAllByTestId('bid-row')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Səhifələr' });
    expect(within(pages).getByText('25 nəticədən 11–20')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Səhifə 3' })).toBeInTheDocument();
    requests.stop();
    const get = requests.find((r) => r.path === `/api/bids/bids/${INQUIRY}`)!;
    expect(new URLSearchParams(get.search).get('page')).toBe('1');
  });

  it('(d) reads a plain array of bids', async () => {
    answerBids([specBid(), approvedBid()]);
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    await expectSpecBidsShown(user);
    expect(screen.queryByRole('navigation', { name: 'Səhifələr' })).not.toBeInTheDocument();
  });

  it('(e) drops only a row it cannot read, and says so under the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = specBid({ bidId: 9003, key: 'spec-key-9003', value: 'a lot' });
    answerBids(springPage([specBid(), broken, approvedBid()]));
    renderApp({ url: URL, role: 'IMPORTER' });
    expect(await screen.findAllByTestId('bid-row')).toHaveLength(2);
    expect(await rowOf('Spec Logistics MMC')).toBeInTheDocument();
    expect(await rowOf('Approved Cargo MMC')).toBeInTheDocument();
    expect(screen.getByText(DROPPED_NOTE)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("row 1, field 'value'"));
  });

  it('(f) shows an unknown status raw in a neutral badge, and unknown codes raw', async () => {
    answerBids([
      specBid({ status: 'ON_REVIEW', shipmentMode: 'PIPELINE', organizationName: 'New Status MMC' }),
      specBid({
        bidId: 9004,
        key: 'spec-key-9004',
        currency: 'GEL',
        preferredRegions: ['ARCTIC_ROUTE'],
        insuranceTypes: ['SPACE_COVER'],
      }),
    ]);
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    const odd = await rowOf('New Status MMC');
    const badge = within(odd).getByText('ON_REVIEW');
    expect(badge).toHaveAttribute('data-status', 'on_review');
    expect(badge.className).toContain('bg-gray-100');
    expect(within(odd).getByText('PIPELINE').closest('[data-mode="unknown"]')).not.toBeNull();
    // Neither respond nor details: the app does not know what this status allows.
    expect(within(odd).queryByRole('button')).not.toBeInTheDocument();

    const pending = await rowOf('Spec Logistics MMC');
    expect(within(pending).getByText('1 850,50 GEL')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Təklifi cavabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
    expect(within(dialog).getByText('ARCTIC_ROUTE')).toBeInTheDocument();
    expect(within(dialog).getByText('SPACE_COVER')).toBeInTheDocument();
  });

  it("shows '—' for what the server leaves out, null or absent", async () => {
    answerBids([
      { bidId: 9005, key: 'k-9005', status: 'PENDING', value: 100 },
      { ...specBid({ bidId: 9006, key: 'k-9006' }), userName: null, organizationName: null, notes: null },
    ]);
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    const rows = await screen.findAllByTestId('bid-row');
    expect(rows).toHaveLength(2);
    const bare = rows.find((row) => within(row).queryByText('100,00'))!;
    // Mode, date, company and notes: four dashes, and still the action its status gives.
    expect(within(bare).getAllByText('—')).toHaveLength(4);
    const nulls = rows.find((row) => row !== bare)!;
    expect(within(nulls).getAllByText('—')).toHaveLength(2); // company, notes
    await user.click(within(bare).getByRole('button', { name: 'Təklifi cavabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
    expect(within(dialog).getAllByText('—')).toHaveLength(3); // name, surname, mode
    expect(within(dialog).getAllByText('Yoxdur')).toHaveLength(2); // regions, insurance
    expect(within(dialog).getByText('100,00')).toBeInTheDocument();
  });

  it("opens the inquiry steps with the route's id when an approved bid carries no inquiryId", async () => {
    answerBids([approvedBid()]);
    const { router, user } = renderApp({ url: URL, role: 'IMPORTER' });
    await user.click(await screen.findByRole('button', { name: 'Təklifin detalları' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inquiry-steps/${INQUIRY}`));
    expect(router.state.location.state).toEqual({ inquiryId: INQUIRY });
  });

  it.each([
    {
      label: '(g)',
      what: 'an HTML page',
      bad: () =>
        new HttpResponse('<!doctype html><html><body>Sign in</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    },
    { label: '(h)', what: 'a JSON string', bad: () => HttpResponse.json('ok') },
  ])('$label shows the error with a retry for $what with status 200, naming the call', async ({ bad }) => {
    const error = expectConsoleError(/^Unexpected response from GET \/api\/bids\/bids\//);
    // The newest handler answers first: the bad answer once, then the spec-shaped bids.
    answerBids(springPage([specBid(), approvedBid()]));
    const gate = answerGate();
    server.use(
      http.get(
        '*/api/bids/bids/:id',
        async () => {
          await gate.opened;
          return bad();
        },
        { once: true },
      ),
    );
    const { user } = renderApp({ url: URL, role: 'IMPORTER' });
    await gate.openWhenWaiting();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Məlumatları yükləmək mümkün olmadı');
    expect(alert).toHaveTextContent('Serverdən gözlənilməz cavab gəldi.');
    expect(screen.queryByTestId('bid-row')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(`Unexpected response from GET /api/bids/bids/${INQUIRY}: field '(answer)'`),
      expect.anything(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(await screen.findAllByTestId('bid-row')).toHaveLength(2);
  });
});

// Accept (bidId) and cancel (key), then the list is refreshed and the modal closes. The
// spec shows no answer for either, so an empty body, {} and a bid with unknown fields all mean yes.
const DECISION_ANSWERS = [
  ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ['{}', () => HttpResponse.json({})],
  ['a bid with unknown fields', () => HttpResponse.json(withUnknownFields(specBid()))],
] as const;

const DECISIONS = [
  {
    action: 'accept',
    button: 'Təsdiqlə',
    path: '/api/bids/approve/9001',
    toast: 'Təklif qəbul edildi',
    after: 'APPROVED',
    shown: 'Təsdiqlənib',
  },
  {
    action: 'cancel',
    button: 'Ləğv et',
    path: '/api/bids/reject/spec-key-9001',
    toast: 'Təklif ləğv edildi',
    after: 'REJECTED',
    shown: 'Rədd edilib',
  },
] as const;

describe.each(DECISIONS)('all bids: $action answered as the spec allows', (decision) => {
  it.each(DECISION_ANSWERS)(
    'counts %s as success: the modal closes, the list is fetched again',
    async (_, answer) => {
      let status = 'PENDING';
      server.use(
        http.get('*/api/bids/bids/:id', () => HttpResponse.json(springPage([specBid({ status })]))),
        http.put('*/api/bids/:decision/:ref', () => {
          status = decision.after;
          return answer();
        }),
      );
      const requests = recordRequests();
      const { user } = renderApp({ url: URL, role: 'IMPORTER' });
      await user.click(await screen.findByRole('button', { name: 'Təklifi cavabla' }));
      const dialog = await screen.findByRole('dialog', { name: 'Təfərrüatlar' });
      await user.click(within(dialog).getByRole('button', { name: decision.button }));
      const confirm = await screen.findByRole('alertdialog', { name: decision.button });
      await user.click(within(confirm).getByRole('button', { name: 'Bəli' }));

      expect(await screen.findByText(decision.toast)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Təfərrüatlar' })).not.toBeInTheDocument(),
      );
      const row = await rowOf('Spec Logistics MMC');
      await waitFor(() => expect(within(row).getByText(decision.shown)).toBeInTheDocument());
      requests.stop();
      const puts = requests.filter((r) => r.method === 'PUT');
      expect(puts.map((r) => r.path)).toEqual([decision.path]);
      const gets = requests.filter((r) => r.method === 'GET' && r.path === `/api/bids/bids/${INQUIRY}`);
      expect(gets.length).toBeGreaterThanOrEqual(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
