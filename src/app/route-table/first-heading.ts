// A landing screen's code is asked for once its heading has painted, on the document's first load
// only: the heading then waits for the shell alone, and the screen's own files, which come in rounds
// as the browser finds each file's imports, follow it instead of holding it back (docs/decisions.md,
// 'The heading before the screen's code'). Its data, when it left with the HTML, needs that code only
// to be read.

let open = false;
const waiting: (() => void)[] = [];

/**
 * Resolves once the first heading has painted, or a page without one was shown (the sign-in form
 * before a sign-in's navigation, say); at once ever after.
 */
export function afterFirstHeading(): Promise<void> {
  return open ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

function openTheWay() {
  if (open) return;
  open = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

/**
 * Called as a page with no heading-first screen commits (a visitor's form, a screen without a heading):
 * there is no heading to wait for, and an ask left waiting by a heading taken away before its frame
 * goes now. Not by the root layout: it commits its spinner before a landing screen's heading.
 */
export const pageShown = openTheWay;

/**
 * Called as a landing screen's heading commits. A hidden tab paints no frame until it is shown, and
 * its screen should not wait for that, whether hidden now or before the frames come.
 */
export function headingCommitted(): () => void {
  if (open) return () => {};
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    openTheWay();
    return () => {};
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') openTheWay();
  };
  document.addEventListener('visibilitychange', onHidden);
  // The frame after the commit paints it; the next frame starts once that one is on screen.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(openTheWay);
  });
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
