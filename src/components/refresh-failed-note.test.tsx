import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { RefreshFailedNote, type RefreshableQuery } from './refresh-failed-note';

// A list whose refresh failed keeps its rows; the note says how old they are and tries again.

const at = (hours: number, minutes: number) => new Date(2025, 2, 10, hours, minutes, 41).getTime();
const failedRefresh = (overrides: Partial<RefreshableQuery> = {}): RefreshableQuery => ({
  isError: true,
  isRefetchError: true,
  dataUpdatedAt: at(14, 2),
  refetch: vi.fn(),
  ...overrides,
});

describe('RefreshFailedNote', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['az', 'Yeniləmək alınmadı — 14:02 vəziyyəti göstərilir', 'Yenidən cəhd et'],
    ['en', 'Could not refresh — shown as of 14:02', 'Try again'],
    ['ru', 'Не удалось обновить — показано на 14:02', 'Повторить'],
  ])('in %s: says the refresh failed and when the rows are from', async (language, text, retry) => {
    await i18n.changeLanguage(language);
    render(<RefreshFailedNote query={failedRefresh()} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('writes the afternoon on the 24-hour clock, with leading zeros', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(<RefreshFailedNote query={failedRefresh({ dataUpdatedAt: at(21, 7) })} />);
    expect(screen.getByRole('status')).toHaveTextContent('shown as of 21:07');
    rerender(<RefreshFailedNote query={failedRefresh({ dataUpdatedAt: at(9, 5) })} />);
    expect(screen.getByRole('status')).toHaveTextContent('shown as of 09:05');
  });

  it('tries again through the query', async () => {
    const query = failedRefresh();
    render(<RefreshFailedNote query={query} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the query is fine', { isError: false, isRefetchError: false }],
    ['the first load failed (no rows to keep: the error state shows instead)', { dataUpdatedAt: 0 }],
    ['TanStack says it is not a refetch error', { isRefetchError: false }],
  ])('stays away when %s', (_, overrides) => {
    const { container } = render(<RefreshFailedNote query={failedRefresh(overrides)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads isError alone when the query gives no isRefetchError', () => {
    render(<RefreshFailedNote query={{ isError: true, dataUpdatedAt: at(8, 30), refetch: vi.fn() }} />);
    expect(screen.getByRole('status')).toHaveTextContent('08:30');
  });

  it('follows a real query: rows, a failed refresh, a retry that succeeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 14, 2, 5));
    let answer: 'rows' | 'fail' = 'rows';
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Rows() {
      const query = useQuery({
        queryKey: ['rows'],
        queryFn: () =>
          answer === 'rows' ? Promise.resolve(['Bakı → Tbilisi']) : Promise.reject(new Error('502')),
      });
      return (
        <>
          <RefreshFailedNote query={query} />
          <ul>
            {query.data?.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bakı → Tbilisi')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    answer = 'fail';
    vi.setSystemTime(new Date(2025, 2, 10, 14, 9, 0));
    await client.refetchQueries({ queryKey: ['rows'] });
    expect(await screen.findByRole('status')).toHaveTextContent('14:02'); // when the rows came, not now
    expect(screen.getByText('Bakı → Tbilisi')).toBeInTheDocument();

    answer = 'rows';
    await userEvent.click(screen.getByRole('button', { name: 'Yenidən cəhd et' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    client.clear();
  });
});
