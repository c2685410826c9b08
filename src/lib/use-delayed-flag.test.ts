import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './use-delayed-flag';

// The navigation spinner's timing: shown only after 300 ms of waiting, then held at least 300 ms.

afterEach(() => vi.useRealTimers());

function renderWaiting() {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
    initialProps: { active: true },
  });
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const endWait = () => rerender({ active: false });
  return { result, advance, endWait };
}

it('shows nothing for a wait of 299 ms, and shows at 300 ms', () => {
  const { result, advance, endWait } = renderWaiting();
  advance(299);
  expect(result.current).toBe(false);
  advance(1);
  expect(result.current).toBe(true);
  endWait();
  expect(result.current).toBe(true);
});

it('a wait that ends before 300 ms never shows it', () => {
  const { result, advance, endWait } = renderWaiting();
  advance(299);
  endWait();
  advance(1000);
  expect(result.current).toBe(false);
});

it('once shown, stays 300 ms even when the wait ends at once: gone at 300, not at 299', () => {
  const { result, advance, endWait } = renderWaiting();
  advance(300);
  endWait();
  advance(299);
  expect(result.current).toBe(true);
  advance(1);
  expect(result.current).toBe(false);
});
