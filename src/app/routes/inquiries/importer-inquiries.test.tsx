import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { resolveDateRange } from '@/lib/dates';
import { writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoOrganization, givenInquiry } from '@tests/utils/factories';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { answerGate } from '@tests/utils/answer-gate';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';
import { expectedImporterRows, FIRST_PAGE, inquiryTable, openInquiryList } from '@tests/utils/inquiry-lists';
import { openRecorded } from './open-recorded';

// The importer's inquiry list (/inquiries) through the real router, guards and demo backend:
// what the user sees, what the server is asked, and what the URL keeps.

// A route's first visit loads its lazy module and translations: give the waits room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** The query strings of every GET /api/inquiries sent so far. */
const listCalls = (requests: ReturnType<typeof recordRequests>) => getParams(requests, '/api/inquiries');

const rowCodes = () =>
  within(inquiryTable())
    .getAllByTestId('inquiry-row')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

const openList = (url = '/inquiries') => openInquiryList(url, 'IMPORTER', 'Sorğular');

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('importer inquiry list', () => {
  it('asks for the first page of the general tab and shows it', async () => {
    const { requests, router } = await openList();
    expect(listCalls(requests)).toEqual([FIRST_PAGE]);

    const expected = expectedImporterRows('tab=general');
    expect(rowCodes()).toEqual(expected.slice(0, 10).map((i) => i.inquiryCode));
    const first = expected[0]!;
    const firstRow = within(inquiryTable()).getAllByTestId('inquiry-row')[0]!;
    expect(within(firstRow).getByRole('link', { name: first.inquiryCode })).toHaveAttribute(
      'href',
      `/details/${first.id}`,
    );
    expect(screen.getByRole('tab', { name: 'Ümumi', selected: true })).toBeInTheDocument();
    expect(screen.getByText(`${expected.length} nəticədən 1–10`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni sorğu' })).toHaveAttribute('href', '/inquiries/new');
    expect(router.state.location.search).toBe('');
  });

  it('shows the five tabs and asks for a tab, putting it in the URL', async () => {
    const { requests, router, user } = await openList();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Ümumi', 'Təsdiqlənmiş', 'Dayandırılmış', 'Davam edən', 'Natamam']);

    await user.click(screen.getByRole('tab', { name: 'Dayandırılmış' }));
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ tab: 'onHold', page: '0' }));
    await waitFor(() => expect(search(router)).toEqual({ tab: 'onHold' }));
    // Asked once: the request started on the click is the one the list shows.
    expect(listCalls(requests).filter((c) => c.tab === 'onHold')).toHaveLength(1);
    const onHold = expectedImporterRows('tab=onHold');
    await waitFor(() => expect(rowCodes()).toEqual(onHold.slice(0, 10).map((i) => i.inquiryCode)));
    within(inquiryTable())
      .getAllByTestId('inquiry-row')
      .forEach((row) => expect(within(row).getByText('Dayandırılıb')).toBeInTheDocument());
  });

  it('links a row of the incomplete tab to its draft in the create flow', async () => {
    const { requests, user } = await openList();
    await user.click(screen.getByRole('tab', { name: 'Natamam' }));
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ tab: 'incomplete' }));
    const drafts = expectedImporterRows('tab=incomplete');
    expect(drafts.length).toBeGreaterThan(0);
    const draft = drafts[0]!;
    const link = await within(inquiryTable()).findByRole('link', { name: draft.inquiryCode });
    expect(link).toHaveAttribute('href', `/inquiries/new?draft=${draft.id}`);
    expect(within(link.closest('tr')!).getByText('Qaralama')).toBeInTheDocument();
  });

  it('searches after the typing stops, keeps the typed text and resets the page', async () => {
    const { inquiryCode: code } = givenInquiry();
    const { requests, router, user } = await openList('/inquiries?page=3');
    expect(listCalls(requests).at(-1)).toMatchObject({ page: '2' });
    const box = screen.getByRole('searchbox', { name: 'Sorğularda axtar' });
    await user.type(box, code);
    // One request for the whole word, not one per letter.
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ search: code, page: '0' }));
    expect(listCalls(requests).filter((c) => c.search !== undefined)).toHaveLength(1);
    await waitFor(() => expect(search(router)).toEqual({ search: code }));
    expect(box).toHaveValue(code);
    await waitFor(() => expect(rowCodes()).toEqual([code]));
  });

  it('asks for the chosen date range as start and end days', async () => {
    const { requests, router, user } = await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'Bu ay');
    const { startDate, endDate } = resolveDateRange('thisMonth')!;
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({
        ...FIRST_PAGE,
        startDate,
        endDate,
      }),
    );
    await waitFor(() => expect(search(router)).toEqual({ range: 'thisMonth' }));
  });

  it('opens all filters and sends each one chosen', async () => {
    const { requests, router, user } = await openList();
    const toggle = screen.getByRole('button', { name: 'Bütün filtrlərə bax' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Əlavə filtrlər' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Əlavə filtrlər' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);

    const choose = async (label: string, option: string) => {
      await user.click(await within(panel).findByLabelText(label));
      await user.keyboard(option);
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Nəqliyyat növü (MOT)', 'Dəniz');
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ mode: 'SEA', page: '0' }));
    await choose('Götürülmə ölkəsi', 'Çin');
    await choose('Çatdırılma ölkəsi', 'Azərbaycan');
    await choose('Yükün növü', 'Kimya və səhiyyə məhsulları');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)).toEqual({
        ...FIRST_PAGE,
        mode: 'SEA',
        pickupCountryId: '6',
        deliveryCountryId: '1',
        commodityType: 'chemicals_healthcare',
      }),
    );
    await waitFor(() =>
      expect(search(router)).toEqual({
        mode: 'SEA',
        pickupCountry: '6',
        deliveryCountry: '1',
        commodity: 'chemicals_healthcare',
      }),
    );
    const expected = expectedImporterRows(
      'mode=SEA&pickupCountryId=6&deliveryCountryId=1&commodityType=chemicals_healthcare',
    );
    await waitFor(() => expect(rowCodes()).toEqual(expected.slice(0, 10).map((i) => i.inquiryCode)));
    expect(toggle).toHaveTextContent('4');

    await choose('Status', 'Aktiv');
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ status: 'active' }));
    await waitFor(() => expect(search(router)).toMatchObject({ status: 'active' }));
  });

  it('goes to another page, keeps it in the URL and shows the same page after a reload', async () => {
    const { requests, router, user, unmount } = await openList();
    await user.click(screen.getByRole('button', { name: 'Səhifə 2' }));
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ page: '1', tab: 'general' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const secondPage = expectedImporterRows('tab=general')
      .slice(10, 20)
      .map((i) => i.inquiryCode);
    await waitFor(() => expect(rowCodes()).toEqual(secondPage));
    expect(screen.getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
    // A new page, not a replaced one: the back button returns to page 1.
    expect(router.state.historyAction).toBe('PUSH');
    requests.stop();
    unmount();

    const reloaded = await openList(`/inquiries${router.state.location.search}`);
    expect(listCalls(reloaded.requests)).toEqual([{ page: '1', size: '10', tab: 'general', sort: 'newest' }]);
    expect(rowCodes()).toEqual(secondPage);
    expect(screen.getByRole('button', { name: 'Səhifə 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the same filtered list after a reload and starts a changed filter at page 1', async () => {
    const { requests, router, user } = await openList('/inquiries?tab=ongoing&mode=ROAD&page=2&search=a');
    expect(listCalls(requests)).toEqual([
      { page: '1', size: '10', tab: 'ongoing', sort: 'newest', mode: 'ROAD', search: 'a' },
    ]);
    expect(screen.getByRole('tab', { name: 'Davam edən', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sorğularda axtar' })).toHaveValue('a');
    // The panel opens by itself when the URL carries its filters.
    expect(screen.getByRole('button', { name: /Bütün filtrlərə bax/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarix aralığı' }), 'Bu il');
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ page: '0', mode: 'ROAD' }));
    await waitFor(() =>
      expect(search(router)).toEqual({ tab: 'ongoing', mode: 'ROAD', search: 'a', range: 'thisYear' }),
    );
  });

  it('shows skeleton rows first, then keeps the page on screen, marked busy, while the next loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first page is held too, so the screen (its route's prefetch asked already) shows it loading.
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    server.use(
      http.get('*/api/inquiries', async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        await (page === '1' ? held : firstHeld);
        return undefined;
      }),
    );
    const { user, requests } = openRecorded('/inquiries', 'IMPORTER');
    const list = await screen.findByTestId('inquiry-list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
    releaseFirst();
    await waitFor(() => expect(within(inquiryTable()).getAllByTestId('inquiry-row')).toHaveLength(10));
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'false');
    const firstPage = rowCodes();

    await user.click(screen.getByRole('button', { name: 'Səhifə 2' }));
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ page: '1' }));
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'true');
    expect(rowCodes()).toEqual(firstPage);

    release();
    await waitFor(() => expect(inquiryTable()).toHaveAttribute('aria-busy', 'false'));
    expect(rowCodes()).not.toEqual(firstPage);
  });

  it('shows the inquiries as cards on a phone, with the same links and copy buttons', async () => {
    const { unmount } = await openList();
    const desk = within(inquiryTable())
      .getAllByTestId('inquiry-row')
      .map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href'));
    expect(screen.queryByTestId('inquiry-cards')).not.toBeInTheDocument();
    unmount();

    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(width < 48rem)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      renderApp({ url: '/inquiries', role: 'IMPORTER' });
      const cards = await screen.findAllByTestId('inquiry-card');
      expect(screen.queryByTestId('inquiry-list')).not.toBeInTheDocument();
      expect(cards.map((card) => within(card).getAllByRole('link')[0]!.getAttribute('href'))).toEqual(desk);
      const code = within(cards[0]!).getAllByRole('link')[0]!.textContent;
      expect(within(cards[0]!).getByRole('button', { name: `${code} kodunu kopyala` })).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('copies an inquiry id and says so', async () => {
    const { user } = await openList();
    const code = rowCodes()[0]!;
    await user.click(within(inquiryTable()).getByRole('button', { name: `${code} kodunu kopyala` }));
    expect(await screen.findByText('Id kopyalandı')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(code);
  });

  it('says there are no inquiries when the importer has none', async () => {
    const importer = demoOrganization('IMPORTER').id;
    writeDb((db) => {
      db.inquiries = db.inquiries.filter((i) => i.organizationId !== importer);
    });
    const requests = recordRequests();
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    expect(await screen.findByText('Sorğu yoxdur')).toBeInTheDocument();
    expect(listCalls(requests)).toHaveLength(1);
    expect(screen.queryByText('Heç bir nəticə tapılmadı')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Yeni sorğu' }).length).toBeGreaterThan(0);
  });

  it('says nothing matched a search and clears it back to the whole list', async () => {
    const { requests, router, user } = await openList();
    const box = screen.getByRole('searchbox', { name: 'Sorğularda axtar' });
    await user.type(box, 'no-such-cargo');
    expect(await screen.findByText('Heç bir nəticə tapılmadı')).toBeInTheDocument();
    expect(listCalls(requests).at(-1)).toMatchObject({ search: 'no-such-cargo' });
    expect(screen.queryByText('Sorğu yoxdur')).not.toBeInTheDocument();

    const clear = screen.getAllByRole('button', { name: 'Filtrləri təmizlə' });
    await user.click(clear.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box).toHaveValue('');
    // The whole list again; its first page is still in the cache, so nothing new is asked.
    const firstPage = expectedImporterRows('tab=general')
      .slice(0, 10)
      .map((i) => i.inquiryCode);
    await waitFor(() => expect(rowCodes()).toEqual(firstPage));
    expect(listCalls(requests).filter((c) => c.search === undefined)).toHaveLength(1);
  });

  it('shows the error where the list would be and loads it again on retry', async () => {
    const gate = answerGate();
    const outage = failingGet('*/api/inquiries', { message: 'Boom', status: 500, heldUntil: gate.opened });
    const requests = recordRequests();
    renderApp({ url: '/inquiries', role: 'IMPORTER' });
    await gate.openWhenWaiting();
    // The query retries a server error three times before giving up; the waits between the
    // tries are taken out for tests (setup-vitest.ts).
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(listCalls(requests)).toHaveLength(4);
    expect(screen.queryByTestId('inquiry-list')).not.toBeInTheDocument();

    outage.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(within(inquiryTable()).getAllByTestId('inquiry-row')).toHaveLength(10));
    expect(listCalls(requests)).toHaveLength(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the carrier out', async () => {
    const { router, requests } = openRecorded('/inquiries', 'LOGISTIC');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(listCalls(requests)).toHaveLength(0);
  });
});
