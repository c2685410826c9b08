import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NOTIFICATION_POLL_MS } from '@/config/limits';
import { readDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { demoUser, givenInquiry, givenNotification } from '@tests/utils/factories';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';

// The header's bell, in Azerbaijani: the unread count, polled only while
// the tab is visible; the panel's events worded from their facts, each leading to its screen and
// read when followed; 'mark all read'; and no bell where it does not belong.

const bell = (name: RegExp | string = /^Bildirişlər/) => screen.findByRole('button', { name });
const COUNT = '/api/notifications/unread-count';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  // As a browser fires it: at the document, bubbling to the window where React Query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('the bell', () => {
  it('shows the unread count and lists events in the user’s words, each leading to its screen', async () => {
    const inquiry = givenInquiry();
    const newBid = givenNotification(
      'IMPORTER',
      {
        topic: 'NEW_BID',
        inquiryId: inquiry.id,
        organizationName: 'Silk Way Cargo',
        value: 1850,
        currency: 'USD',
      },
      { alone: true },
    );
    givenNotification('IMPORTER', {
      topic: 'BIDDING_CLOSED',
      inquiryId: inquiry.id,
      bidCount: 3,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      readAt: new Date().toISOString(),
    });
    const requests = recordRequests();
    const { user, router } = renderApp({ url: '/', role: 'IMPORTER' });
    await user.click(await bell('Bildirişlər, 1 oxunmamış'));
    const panel = await screen.findByRole('dialog', { name: 'Bildirişlər' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        `Yeni təklif (oxunmamış)Silk Way Cargo ${inquiry.inquiryCode} sorğusuna 1 850,00 USD təklif etdi.`,
      ),
      expect.stringContaining(
        `Təkliflərin qəbulu bitdi${inquiry.inquiryCode} sorğusu üzrə 3 təklif var; seçim sizindir.`,
      ),
    ]);
    // Opening reads nothing.
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/all-bids/${inquiry.id}`));
    expect(screen.queryByRole('dialog', { name: 'Bildirişlər' })).not.toBeInTheDocument();
    // Focus lands on the page the event led to, not back on the bell.
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
    await waitFor(() =>
      expect(readDb().notifications.find((n) => n.id === newBid.id)?.readAt).not.toBeNull(),
    );
    expect(requests.find((r) => r.path === '/api/notifications/read')?.body).toEqual({ ids: [newBid.id] });
    expect(await bell('Bildirişlər')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('marks all read at once, and the unread filter then says there is nothing', async () => {
    givenNotification(
      'LOGISTIC',
      { topic: 'PAYMENT_RESULT', paymentStatus: 'failed', value: 58.8, currency: 'USD' },
      { alone: true },
    );
    givenNotification('LOGISTIC', {
      topic: 'NEW_MAIL',
      mailId: 1,
      organizationName: 'Bakı Ticarət MMC',
      subject: 'Salam',
    });
    const requests = recordRequests();
    const { user } = renderApp({ url: '/', role: 'LOGISTIC' });
    await user.click(await bell('Bildirişlər, 2 oxunmamış'));
    const panel = await screen.findByRole('dialog', { name: 'Bildirişlər' });
    expect(
      await within(panel).findByText((_, element) =>
        Boolean(
          element?.tagName === 'LI' &&
          element.textContent?.includes(
            'Ödəniş alınmadı (oxunmamış)58,80 USD məbləğində ödəniş keçmədi. Başqa kartla yenidən cəhd edin.',
          ),
        ),
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Hamısını oxunmuş et' }));
    // Behind the open panel the bell is hidden from the accessibility tree; its name still changes.
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Bildirişlər'),
    );
    expect(requests.find((r) => r.path === '/api/notifications/read')?.body).toEqual({ all: true });
    await user.click(within(panel).getByRole('radio', { name: 'Oxunmamış' }));
    expect(await within(panel).findByText('Oxunmamış bildiriş yoxdur')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/notifications' && r.search.includes('unread=true'))).toBe(
      true,
    );
  });

  it('words an event of a topic it does not know plainly, and shows an event without its facts by its title', async () => {
    server.use(
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          content: [
            { id: 'a1', topic: 'CONTRACT_SIGNED', read: false, extra: { any: 1 } },
            { id: 'a2', topic: 'NEW_BID' },
          ],
          number: 0,
          size: 20,
          totalElements: 2,
          totalPages: 1,
        }),
      ),
    );
    const { user } = renderApp({ url: '/', role: 'IMPORTER' });
    await user.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Bildirişlər' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Yeni hadisə (oxunmamış)', 'Yeni təklif']);
    // Neither has an inquiry to lead to.
    expect(within(panel).queryAllByRole('link', { name: /Yeni/ })).toHaveLength(0);
  });

  it('asks for the count every 30 seconds while the tab is visible, and never while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    renderApp({ url: '/', role: 'IMPORTER' });
    await bell();
    const asked = () => requests.filter((r) => r.path === COUNT).length;
    const first = asked();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS + 100));
    expect(asked()).toBe(first + 1);

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 4));
    expect(asked()).toBe(first + 1);

    // A new event while away: back on the tab, the count is asked at once and shows it.
    givenNotification('IMPORTER', {
      topic: 'NEW_MAIL',
      subject: 'Yeni',
      organizationName: 'Xəzər Logistika MMC',
    });
    const unread = readDb().notifications.filter(
      (n) => n.userId === demoUser('IMPORTER').id && !n.readAt,
    ).length;
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await bell(`Bildirişlər, ${unread} oxunmamış`)).toBeInTheDocument();
    // Asked on return, without waiting for the next tick of the interval.
    expect(asked()).toBeGreaterThan(first + 1);
  });

  it('is not in an admin’s header', async () => {
    renderApp({ url: '/', role: 'ADMIN' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('goes away, with the rest of the header kept, when the server answers 404', async () => {
    server.use(http.get(`*${COUNT}`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    renderApp({ url: '/', role: 'LOGISTIC' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });
});
