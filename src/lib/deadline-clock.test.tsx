import { act, render, screen } from '@testing-library/react';
import { useDeadlineNow } from './deadline-clock';
import { deadlineMs } from './deadline';

// Parts of one screen that count down to the same deadline (the countdown, the 'place a bid' button)
// turn to 'closed' in the same render: never one closed while the other still offers to bid.

function Part({ closesAt, name }: { closesAt: string; name: string }) {
  const now = useDeadlineNow(closesAt);
  return <span data-testid={name}>{now >= deadlineMs(closesAt)! ? 'closed' : 'open'}</span>;
}

describe('useDeadlineNow', () => {
  it('turns every part counting to one deadline to closed at once, at the moment', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const closesAt = new Date(Date.now() + 400).toISOString();
    const names = ['countdown', 'button', 'notice', 'badge', 'row', 'card', 'menu', 'title'];
    const seen: string[] = [];
    const observer = new MutationObserver(() =>
      seen.push([...new Set(names.map((name) => screen.getByTestId(name).textContent))].join(' ')),
    );
    render(
      <div>
        {names.map((name) => (
          <Part key={name} closesAt={closesAt} name={name} />
        ))}
      </div>,
    );
    expect(screen.getByTestId('countdown')).toHaveTextContent('open');
    observer.observe(document.body, { subtree: true, characterData: true, childList: true });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(screen.getByTestId('button')).toHaveTextContent('open');
    // The clock wakes a few milliseconds past the deadline, so it never wakes just short of it.
    await act(() => vi.advanceTimersByTimeAsync(21));
    expect(screen.getByTestId('button')).toHaveTextContent('closed');
    expect(screen.getByTestId('countdown')).toHaveTextContent('closed');
    observer.disconnect();
    // Each look after a change found every part in one state.
    expect(seen.filter((states) => states.includes(' '))).toEqual([]);
    expect(seen).toContain('closed');
  });

  it('keeps time without a deadline, and counts nothing for one that has passed', () => {
    const before = Date.now();
    function Probe({ closesAt }: { closesAt: string | null }) {
      return <span data-testid="now">{useDeadlineNow(closesAt)}</span>;
    }
    const { rerender } = render(<Probe closesAt={null} />);
    expect(Number(screen.getByTestId('now').textContent)).toBeGreaterThanOrEqual(before);
    rerender(<Probe closesAt={new Date(before - 60_000).toISOString()} />);
    expect(Number(screen.getByTestId('now').textContent)).toBeGreaterThanOrEqual(before);
  });
});
