import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { formatTime } from '@/lib/dates';
import { writeDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { recordRequests, getParams } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';
import { expectedImporterRows, inquiryTable } from '@tests/utils/inquiry-lists';

// The importer's inquiry list when its rows are not the fresh answer: another filter's rows standing
// in while the new answer is on its way or waits for the connection, and a refresh that failed.
// Rows on screen must never pass for the answer to a filter they do not answer.

const listCalls = (requests: ReturnType<typeof recordRequests>) => getParams(requests, '/api/inquiries');

const firstPageOf = (search: string) =>
  expectedImporterRows(search)
    .slice(0, 10)
    .map((i) => i.inquiryCode);

const rowCodes = () =>
  within(inquiryTable())
    .queryAllByTestId('inquiry-row')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
const list = () => screen.getByRole('region', { name: 'Sorğularınızın siyahısı' });
/** The list's own live line (the first status in it; a note above the rows may add another). */
const countLine = () => within(list()).getAllByRole('status')[0]!;

const LOADING = 'Sorğular yüklənir…';
const count = (n: number) => `Tapılan sorğular: ${n}`;
const WAITING = 'Bağlantı gözlənilir — əvvəlki nəticələr göstərilir.';

async function openList() {
  const requests = recordRequests();
  const view = renderApp({ url: '/inquiries', role: 'IMPORTER' });
  await waitFor(() => expect(rowCodes()).toEqual(firstPageOf('tab=general')));
  expect(countLine()).toHaveTextContent(count(expectedImporterRows('tab=general').length));
  return { ...view, requests };
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('importer inquiry list: rows that are not the fresh answer', () => {
  it('marks the last tab’s rows busy and does not count them while the server holds the new answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/inquiries', async ({ request }) => {
        if (new URL(request.url).searchParams.get('tab') === 'onHold') await held;
        return undefined;
      }),
    );
    const { requests, user } = await openList();
    const general = rowCodes();

    await user.click(screen.getByRole('tab', { name: 'Dayandırılmış' }));
    await waitFor(() => expect(listCalls(requests).at(-1)).toMatchObject({ tab: 'onHold' }));
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'true');
    expect(rowCodes()).toEqual(general);
    expect(countLine()).toHaveTextContent(LOADING);
    expect(list()).not.toHaveTextContent(WAITING); // online: on its way, not waiting

    release();
    await waitFor(() => expect(rowCodes()).toEqual(firstPageOf('tab=onHold')));
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'false');
    expect(countLine()).toHaveTextContent(count(expectedImporterRows('tab=onHold').length));
  });

  it('offline, keeps the last tab’s rows marked as earlier results and loads the new tab once back online', async () => {
    const { requests, user } = await openList();
    const general = rowCodes();
    const sent = listCalls(requests).length;

    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('tab', { name: 'Dayandırılmış' }));
    expect(await within(list()).findByText(WAITING)).toBeInTheDocument();
    // Not on its way (nothing was sent), yet the rows are not the new tab's: busy, uncounted.
    expect(listCalls(requests)).toHaveLength(sent);
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'true');
    expect(rowCodes()).toEqual(general);
    expect(countLine()).toHaveTextContent(LOADING);
    expect(countLine()).not.toHaveTextContent(count(expectedImporterRows('tab=general').length));

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(rowCodes()).toEqual(firstPageOf('tab=onHold')));
    expect(listCalls(requests).slice(sent)).toEqual([expect.objectContaining({ tab: 'onHold', page: '0' })]);
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'false');
    expect(countLine()).toHaveTextContent(count(expectedImporterRows('tab=onHold').length));
    expect(list()).not.toHaveTextContent(WAITING);
  });

  it('keeps the rows when a refresh of the same list fails, says since when, and its retry brings fresh rows', async () => {
    // The clock starts on a whole minute, so the rows' time is known; the fake clock also skips the
    // waits between the query's retries of a server error.
    const start = new Date();
    start.setSeconds(0, 0);
    vi.useFakeTimers({ shouldAdvanceTime: true, now: start });
    const outage = failingGet('*/api/inquiries', { message: 'Server işləmir', status: 500, failing: false });
    // The app's own cache, to refresh the list as a change elsewhere (a mutation, a reconnect) would.
    const mount = vi.spyOn(QueryClient.prototype, 'mount');
    const { requests } = await openList();
    const client = mount.mock.contexts.at(-1) as QueryClient;
    const kept = rowCodes();
    const sent = listCalls(requests).length;

    outage.failing = true;
    vi.setSystemTime(start.getTime() + 61_000); // a minute later: the note gives the rows' time, not now
    act(() => void client.invalidateQueries({ queryKey: ['inquiries'] }));
    const note = 'Yeniləmək alınmadı — ' + formatTime(start) + ' vəziyyəti göstərilir';
    await skipRetriesUntil(() => within(list()).queryByText(note) !== null);

    expect(listCalls(requests).length - sent).toBe(4); // the refresh and its three retries
    expect(rowCodes()).toEqual(kept);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(inquiryTable()).toHaveAttribute('aria-busy', 'false');

    // Meanwhile the newest inquiry was deleted: the retry shows the list without it.
    outage.failing = false;
    const newest = expectedImporterRows('tab=general')[0]!;
    writeDb((db) => {
      db.inquiries = db.inquiries.filter((i) => i.id !== newest.id);
    });
    vi.useRealTimers();
    await userEvent.click(within(list()).getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(rowCodes()).toEqual(firstPageOf('tab=general')));
    expect(rowCodes()).not.toContain(newest.inquiryCode);
    expect(within(list()).queryByText(note)).not.toBeInTheDocument();
    expect(countLine()).toHaveTextContent(count(expectedImporterRows('tab=general').length));
  });
});

/** Moves the fake clock on in steps (letting the app answer between them) until `done` holds. */
async function skipRetriesUntil(done: () => boolean) {
  for (let i = 0; i < 60 && !done(); i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(500));
  }
  expect(done()).toBe(true);
}
