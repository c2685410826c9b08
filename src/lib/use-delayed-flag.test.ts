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

// A number lets that many ms pass, 'end' ends the wait, a boolean is whether the spinner shows then.
type Step = number | 'end' | boolean;

it.each<[string, Step[]]>([
  ['shows nothing for a wait of 299 ms, and shows at 300 ms', [299, false, 1, true, 'end', true]],
  ['a wait that ends before 300 ms never shows it', [299, 'end', 1000, false]],
  [
    'once shown, stays 300 ms even when the wait ends at once: gone at 300, not at 299',
    [300, 'end', 299, true, 1, false],
  ],
])('%s', (_name, steps) => {
  const { result, advance, endWait } = renderWaiting();
  for (const step of steps) {
    if (step === 'end') endWait();
    else if (typeof step === 'number') advance(step);
    else expect(result.current).toBe(step);
  }
});
