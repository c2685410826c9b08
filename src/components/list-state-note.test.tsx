import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { ListStateNote } from './list-state-note';

// The one line a list shows when its rows are not the fresh answer.

const rows = { content: ['INQ-1'] };
const at1402 = new Date(2025, 2, 10, 14, 2).getTime();
const query = (overrides = {}) => ({
  isError: false,
  isRefetchError: false,
  dataUpdatedAt: at1402,
  refetch: vi.fn(),
  ...overrides,
});
const quiet = { waitingForNetwork: false, refreshFailed: false, shown: rows };

describe('ListStateNote', () => {
  it.each([
    ['az', 'Bağlantı gözlənilir — əvvəlki nəticələr göstərilir.'],
    ['en', 'Waiting for the connection — these are the earlier results.'],
    ['ru', 'Ожидание соединения — показаны прежние результаты.'],
  ])(
    'in %s: says the rows on screen are the earlier ones while the request waits',
    async (language, text) => {
      await i18n.changeLanguage(language);
      render(<ListStateNote state={{ ...quiet, waitingForNetwork: true }} query={query()} />);
      expect(screen.getByRole('status')).toHaveTextContent(text);
    },
  );

  it('says the list will load once the connection is back when there is nothing to show', async () => {
    await i18n.changeLanguage('en');
    render(<ListStateNote state={{ ...quiet, waitingForNetwork: true, shown: undefined }} query={query()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for the connection — the list loads when it is back.',
    );
  });

  it('says how old the rows are after a failed refresh, and tries again', async () => {
    await i18n.changeLanguage('en');
    const failed = query({ isError: true, isRefetchError: true });
    render(<ListStateNote state={{ ...quiet, refreshFailed: true }} query={failed} />);
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh — shown as of 14:02');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('puts waiting first when a retry of a failed refresh waits for the connection', async () => {
    await i18n.changeLanguage('en');
    const failed = query({ isError: true, isRefetchError: true });
    render(
      <ListStateNote state={{ ...quiet, refreshFailed: true, waitingForNetwork: true }} query={failed} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the connection');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws nothing, not even its room, when the rows are fresh', () => {
    const { container } = render(<ListStateNote state={quiet} query={query()} className="px-4 pt-4" />);
    expect(container).toBeEmptyDOMElement();
  });
});
