import { useDeferredValue, type ReactNode } from 'react';

/** A screen's content under its heading, drawn in a render after the heading's. */
export function AfterHeading({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const headingShown = useDeferredValue(true, false);
  return headingShown ? children : placeholder;
}
