import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The search box's own text, written to the URL once typing pauses. A URL change from elsewhere
 * (back button, a link) puts its search back into the box; neither undoes the other.
 */
export function useSearchDraft(urlSearch: string, onSearch: (search: string) => void) {
  const [search, setSearch] = useState(urlSearch);
  const debounced = useDebouncedValue(search);
  const lastUrl = useRef(urlSearch);
  const lastDebounced = useRef(debounced);

  useEffect(() => {
    if (urlSearch === lastUrl.current) return;
    lastUrl.current = urlSearch;
    setSearch(urlSearch);
  }, [urlSearch]);

  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced === lastUrl.current) return;
    lastUrl.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return [search, setSearch] as const;
}
