import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { formatTime } from '@/lib/dates';
import { readDb } from '@/mocks/db/db';
import { recordRequests } from '@tests/utils/record-requests';
import { renderApp } from '@tests/utils/render-app';
import { failingGet } from '@tests/utils/failing-get';

// The admin's transactions after a refund whose follow-up refresh fails: the same list behaviour as
// every other list (lib/list-state.ts). The rows stay, said to be as of when they came, instead of
// the list turning into an error; trying again brings the refunded row.

beforeEach(() => toast.remove());
afterEach(() => vi.useRealTimers());

const TRANSACTIONS = '/api/billing/transactions';
const rows = () => screen.getAllByTestId('transaction-row');
const rowOf = (id: number) => rows().find((r) => Number(r.dataset.transactionId) === id)!;

describe('all billing: a refresh that fails after a refund', () => {
  it('keeps the rows with the time they are from, and its retry shows the refund', async () => {
    // A whole minute to start from, so the rows' time is known; the fake clock also skips the waits
    // between the retries of a server error.
    const start = new Date();
    start.setSeconds(0, 0);
    vi.useFakeTimers({ shouldAdvanceTime: true, now: start });
    const outage = failingGet(`*${TRANSACTIONS}`, { message: 'Server işləmir', status: 500, failing: false });
    const requests = recordRequests();
    const { user } = renderApp({ url: '/all-billing?organization=4', role: 'ADMIN' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const shownIds = rows().map((r) => r.dataset.transactionId);
    const row = rows().find((r) => within(r).queryByText('Uğurlu'))!;
    const id = Number(row.dataset.transactionId);

    // The refund goes through; the list's refresh after it does not.
    outage.failing = true;
    vi.setSystemTime(start.getTime() + 61_000);
    await user.click(within(row).getByRole('button', { name: /Geri qaytar/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
    await user.click(within(dialog).getByRole('button', { name: 'Geri qaytar' }));
    const note = `Yeniləmək alınmadı — ${formatTime(start)} vəziyyəti göstərilir`;
    for (let i = 0; i < 60 && !screen.queryByText(note); i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(500));
    }

    expect(screen.getByText(note)).toBeInTheDocument();
    expect(readDb().transactions.find((t) => t.id === id)!.status).toBe('refunded');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${TRANSACTIONS}/${id}/refund`,
    ]);
    // The rows from before the refund, not an error in their place.
    expect(rows().map((r) => r.dataset.transactionId)).toEqual(shownIds);
    expect(within(rowOf(id)).getByText('Uğurlu')).toBeInTheDocument();
    expect(screen.queryByText('Server işləmir')).not.toBeInTheDocument();

    outage.failing = false;
    vi.useRealTimers();
    const retry = screen.getByText(note).closest('div')!;
    await userEvent.click(within(retry).getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(within(rowOf(id)).getByText('Geri qaytarılıb')).toBeInTheDocument());
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
