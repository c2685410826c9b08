import { useState } from 'react';

/**
 * A controlled field's value held as its screen would hold it, each change also passed to `onChange`
 * (the test's spy): the field behaves as on a page, and the test reads both it and what it reported.
 */
export function useReportedState<V>(initial: V, onChange?: (value: NoInfer<V>) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: V) => {
    setValue(next);
    onChange?.(next);
  };
  return [value, change] as const;
}
