import { useDeferredValue, type ReactNode } from 'react';

/**
 * A screen's content under its heading, drawn in a render after the heading's. On a first visit the
 * route's data is often in hand before the screen's code (the route table asks for both at once), and
 * one render of heading and rows together would keep the heading off screen until every row is drawn.
 * The first commit shows the heading over `placeholder` (the content's loading state); the content
 * follows at once, in a render of its own that input can interrupt.
 */
export function AfterHeading({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const headingShown = useDeferredValue(true, false);
  return headingShown ? children : placeholder;
}
