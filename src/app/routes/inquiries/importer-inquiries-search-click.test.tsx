import { act, screen, waitFor, within } from '@testing-library/react';
import { typingOnFakeClock } from '@tests/utils/typing-clock';
import { openRecorded } from './open-recorded';

// A search typed and then a row clicked before the search box's pause (300 ms) has passed: the click
// wins. The details screen's code may still be on its way when the pause ends; the search the list
// would then write to its URL must not pull the user back to the list.

// The details screen's code arrives when the test says: a slow network, held past the debounce.
const detailsCode = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { arrived, open: () => open() };
});
vi.mock('@/app/routes/inquiries/inquiry-details', async (importOriginal) => {
  await detailsCode.arrived;
  return importOriginal();
});

const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('importer inquiry list: typing, then a click before the search is sent', () => {
  it('opens the clicked inquiry and stays there when the typing pause ends', async () => {
    const { router, requests } = openRecorded('/inquiries', 'IMPORTER');
    const table = await screen.findByTestId('inquiry-list');
    await waitFor(() => expect(within(table).getAllByTestId('inquiry-row')).toHaveLength(10));
    const row = within(table).getAllByTestId('inquiry-row')[2]!;
    const code = within(row).getAllByRole('link')[0]!;
    const href = code.getAttribute('href')!;
    expect(href).toMatch(/^\/details\/\d+$/);

    const user = typingOnFakeClock();
    await user.type(screen.getByRole('searchbox', { name: 'Sorğularda axtar' }), 'Bakı');
    await user.click(code);

    // The typing pause ends while the details screen is still loading.
    await pause(450);
    detailsCode.open();

    await screen.findByRole('heading', { level: 1, name: 'Sorğunun detalları' });
    expect(router.state.location.pathname).toBe(href);
    // Some time later: still there, and the list's search was neither written nor sent.
    await pause(450);
    expect(router.state.location.pathname).toBe(href);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('inquiry-list')).not.toBeInTheDocument();
    const searched = requests.filter((r) => r.path === '/api/inquiries' && r.search.includes('search='));
    expect(searched).toEqual([]);
  });
});
