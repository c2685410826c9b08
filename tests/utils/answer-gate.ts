import { waitFor } from '@testing-library/react';

// A route's loader asks for its screen's first data before the screen is there (app/prefetch.ts).
// A test of how the screen meets one particular first answer (a failure, a malformed body) holds
// that answer until the screen shows it is waiting, as in a browser, where the screen's code comes
// long before a slow or failing answer: the screen then meets the answer itself, not a failure the
// prefetch met alone (which TanStack Query asks for again when the screen mounts).

/**
 * A gate a handler awaits: the test opens it once it has seen what the user sees while the answer is
 * on its way (`open`), or once the screen shows its loading state (`openWhenWaiting`).
 */
export function answerGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    open: () => open(),
    /**
     * Waits for the screen's own busy state (aria-busy="true"), then lets the held answer go. The
     * heading painted while the screen's code comes is busy too, but nothing is waiting on it yet.
     */
    async openWhenWaiting() {
      await waitFor(() =>
        expect(
          document.querySelector('[aria-busy="true"]:not([data-testid="loading-heading"])'),
        ).not.toBeNull(),
      );
      open();
    },
  };
}
