import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * A text box whose value lives in the URL: typing shows at once, the URL follows once the typing
 * pauses, and a URL change from outside (Back, a link, clearing the filters) replaces what is shown.
 * The last value written to or read from the URL tells the two apart, so neither undoes the other.
 */
export function useUrlText(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text);
  const inUrl = useRef(urlValue);
  const seenDebounced = useRef(debounced);

  useEffect(() => {
    if (urlValue === inUrl.current) return;
    inUrl.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (debounced === seenDebounced.current) return;
    seenDebounced.current = debounced;
    if (debounced === inUrl.current) return;
    inUrl.current = debounced;
    commit(debounced);
  }, [debounced, commit]);

  return [text, setText] as const;
}
