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
