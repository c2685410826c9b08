import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChartCard } from './chart-card';

// A chart's DOM is taken apart once its box has left the page (release-on-unmount.ts): a library
// that keeps a reference to one of its nodes then keeps that node alone, not the screen around it.

function Card({ summary = 'Bids per month' }: { summary?: string }) {
  return (
    <ChartCard
      title="Bids"
      summary={summary}
      chart={
        <svg>
          <g data-testid="layer">
            <rect />
          </g>
        </svg>
      }
      table={{ columns: [], rows: [] }}
    />
  );
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a chart that leaves the page', () => {
  it('keeps its nodes together while React and the chart clean up, then takes them apart', async () => {
    render(<Card />);
    const box = await screen.findByTestId('chart');
    const layer = screen.getByTestId('layer');

    // A click that waits for no timer (user-event's would let the release run before the check below).
    fireEvent.click(screen.getByRole('button', { name: 'Cədvəl kimi göstər' }));
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    // Right after unmounting, the chart's own tree is whole: its clean-up may still remove its nodes.
    expect(box.contains(layer)).toBe(true);

    await nextTask();
    expect(layer.parentNode).toBeNull();
    expect(layer.firstChild).toBeNull();
    expect(box.childNodes).toHaveLength(0);
    expect(box.parentNode).toBeNull();
  });

  it('is left whole while it stays on the page, re-rendered or not', async () => {
    const { rerender } = render(<Card />);
    await screen.findByTestId('chart');
    rerender(<Card summary="Bids per week" />);
    await nextTask();
    const layer = screen.getByTestId('layer');
    expect(screen.getByTestId('chart').contains(layer)).toBe(true);
    expect(layer.querySelector('rect')).not.toBeNull();
  });
});
