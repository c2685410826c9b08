import userEvent from '@testing-library/user-event';

/** A user typing on a clock that stands still: a typing pause runs out only when the test moves the clock. */
export function typingOnFakeClock() {
  vi.useFakeTimers();
  // Testing Library moves a fake clock on only when it sees Jest's: it is shown Vitest's under that name.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  onTestFinished(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
