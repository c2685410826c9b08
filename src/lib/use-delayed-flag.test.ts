import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './use-delayed-flag';

// The navigation spinner's timing: shown only after 300 ms of waiting, then held at least 300 ms.

afterEach(() => vi.useRealTimers());

it('shows nothing for a wait of 299 ms, and shows at 300 ms', () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
    initialProps: { active: true },
  });
  act(() => {
    vi.advanceTimersByTime(299);
  });
  expect(result.current).toBe(false);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(true);
  rerender({ active: false });
  expect(result.current).toBe(true);
});

it('a wait that ends before 300 ms never shows it', () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
    initialProps: { active: true },
  });
  act(() => {
    vi.advanceTimersByTime(299);
  });
  rerender({ active: false });
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(result.current).toBe(false);
});

it('once shown, stays 300 ms even when the wait ends at once: gone at 300, not at 299', () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
    initialProps: { active: true },
  });
  act(() => {
    vi.advanceTimersByTime(300);
  });
  rerender({ active: false });
  act(() => {
    vi.advanceTimersByTime(299);
  });
  expect(result.current).toBe(true);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(false);
});
