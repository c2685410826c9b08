import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The search box's text, written to the URL once typing pauses. A URL change from elsewhere (the
 * back button, a link) replaces the text, and a pending keystroke never undoes that change.
 */
export function useSearchDraft(urlValue: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(urlValue);
  const debounced = useDebouncedValue(draft);
  // The value the URL holds as far as this hook knows, and the last debounced value acted on.
  const inUrl = useRef(urlValue);
  const seen = useRef(debounced);

  useEffect(() => {
    if (urlValue === inUrl.current) return;
    inUrl.current = urlValue;
    setDraft(urlValue);
  }, [urlValue]);

  useEffect(() => {
    if (debounced === seen.current) return;
    seen.current = debounced;
    if (debounced === inUrl.current) return;
    inUrl.current = debounced;
    commit(debounced);
  }, [debounced, commit]);

  return [draft, setDraft] as const;
}
