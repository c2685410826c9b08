import { act, render, screen } from '@testing-library/react';
import { useOverflows } from './use-overflows';

// Whether a box overflows is read when the browser reports its size, never in React's commit, where
// reading scrollWidth forces a layout of the whole page before the browser's own.

type Report = () => void;
const observed: Array<{ report: Report; nodes: Element[] }> = [];

class FakeResizeObserver {
  private readonly entry: { report: Report; nodes: Element[] };
  constructor(report: Report) {
    this.entry = { report, nodes: [] };
    observed.push(this.entry);
  }
  observe(node: Element) {
    this.entry.nodes.push(node);
  }
  disconnect() {
    this.entry.nodes = [];
  }
}

function Box() {
  const [ref, overflows] = useOverflows<HTMLDivElement>('inline');
  return (
    <div ref={ref} data-testid="box" data-overflows={overflows}>
      <span>wide</span>
    </div>
  );
}

/** Counts reads of scrollWidth, which answers `width`. */
function sized(width: number) {
  let reads = 0;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    reads += 1;
    return width;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  return () => reads;
}

// jsdom has no ResizeObserver: the test lends one, and takes it back (this file shares its jsdom).
const withObserver = (observer: unknown) =>
  Object.defineProperty(window, 'ResizeObserver', { value: observer, configurable: true, writable: true });

beforeEach(() => {
  observed.length = 0;
  withObserver(FakeResizeObserver);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'ResizeObserver');
  vi.restoreAllMocks();
});

it('reads no size while rendering, and says it overflows once the observer reports a wider content', () => {
  const reads = sized(302);
  render(<Box />);
  expect(reads()).toBe(0);
  expect(observed[0]?.nodes).toHaveLength(2);
  act(() => observed[0]?.report());
  expect(reads()).toBe(1);
  expect(screen.getByTestId('box')).toHaveAttribute('data-overflows', 'true');
});

it('does not count a pixel of rounding as overflowing', () => {
  sized(301);
  render(<Box />);
  act(() => observed[0]?.report());
  expect(screen.getByTestId('box')).toHaveAttribute('data-overflows', 'false');
});

it('measures at once where there is no observer', () => {
  Reflect.deleteProperty(window, 'ResizeObserver');
  const reads = sized(400);
  render(<Box />);
  expect(reads()).toBeGreaterThan(0);
  expect(screen.getByTestId('box')).toHaveAttribute('data-overflows', 'true');
});
