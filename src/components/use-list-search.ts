import { useRef } from 'react';
import type { SetUrlState } from '@/lib/use-url-state';
import type { UrlSearchHandle } from './url-search-input';

type SearchedList = { search: string; page: number };

/**
 * A list's search box (`UrlSearchInput`) wired to the list's URL state, the same on every list: a new
 * search starts from the first page and replaces the history entry (Back should not step through every
 * letter), and clearing empties the box at once, with what was typed and not yet sent.
 */
export function useListSearch<Q extends SearchedList>(query: Q, setQuery: SetUrlState<Q>) {
  const box = useRef<UrlSearchHandle>(null);
  // Q only adds to SearchedList, so a patch of its two fields is a patch of Q.
  const write = setQuery as SetUrlState<SearchedList>;
  return {
    /** The box's value, commit and handle: `<UrlSearchInput {...search.box} />`. */
    box: {
      value: query.search,
      onCommit: (search: string) => write({ search, page: 1 }, { replace: true }),
      ref: box,
    },
    /** The search emptied, in the box and in the URL, with the list's `other` filters in the same step. */
    clear: (other: Partial<Q> = {}) => {
      box.current?.clear();
      setQuery({ ...other, search: '', page: 1 });
    },
  };
}
