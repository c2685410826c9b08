import { act, render, screen } from '@testing-library/react';
import {
  lendResizeObserver,
  observed,
  sized,
  takeResizeObserverBack,
} from '@tests/utils/fake-resize-observer';
import { useOverflows } from './use-overflows';

// Whether a box overflows is read when the browser reports its size, never in React's commit, where
// reading scrollWidth forces a layout of the whole page before the browser's own.

function Box() {
  const [ref, overflows] = useOverflows<HTMLDivElement>('inline');
  return (
    <div ref={ref} data-testid="box" data-overflows={overflows}>
      <span>wide</span>
    </div>
  );
}

beforeEach(lendResizeObserver);
afterEach(() => {
  takeResizeObserverBack();
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
  takeResizeObserverBack();
  const reads = sized(400);
  render(<Box />);
  expect(reads()).toBeGreaterThan(0);
  expect(screen.getByTestId('box')).toHaveAttribute('data-overflows', 'true');
});
