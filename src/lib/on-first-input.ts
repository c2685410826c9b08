// What a visitor's page will need only once they act on it (the HTTP client and the form rules of
// the sign-in page) is fetched at their first key press or touch, not when the page goes idle: a
// visitor who only reads the page loads nothing more, and one who signs in has had the seconds of
// typing to fetch it (issue 17: /login counts everything it loads, idle preloads included).

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Calls `warm` once, at the first pointer press, touch or key press; returns the way to stop waiting. */
export function onFirstInput(
  warm: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const stop = () => FIRST_INPUT_EVENTS.forEach((type) => target.removeEventListener(type, fire, true));
  function fire() {
    stop();
    warm();
  }
  FIRST_INPUT_EVENTS.forEach((type) => target.addEventListener(type, fire, { capture: true, passive: true }));
  return stop;
}
