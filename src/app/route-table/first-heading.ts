// A landing screen's code is asked for once its heading has painted, on the first load only: the
// heading then waits for the shell alone, and the screen's own files, which come in rounds as the
// browser finds each file's imports, follow it instead of holding it back (docs/decisions.md,
// 'Bench, 2026-11-29, evening'). Its data has left with the HTML already.

let painted = false;
const waiting: (() => void)[] = [];

/** Resolves once the first screen's heading (or a screen) has painted; at once ever after. */
export function afterFirstHeading(): Promise<void> {
  return painted ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

function open() {
  if (painted) return;
  painted = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

/**
 * Called as a heading or a screen commits. A hidden tab paints nothing until it is shown, and its
 * screen should not wait for that.
 */
export function headingCommitted(): () => void {
  if (painted) return () => {};
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    open();
    return () => {};
  }
  // The frame after the commit paints it; the next frame starts once that one is on screen.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(open);
  });
  return () => cancelAnimationFrame(frame);
}
