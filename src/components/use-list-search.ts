import { useRef } from 'react';
import type { SetUrlState } from '@/lib/use-url-state';
import type { UrlSearchHandle } from './url-search-input';

type SearchedList = { search: string; page: number };

export function useListSearch<Q extends SearchedList>(query: Q, setQuery: SetUrlState<Q>) {
  const box = useRef<UrlSearchHandle>(null);
  // Q only adds to SearchedList, so a patch of its two fields is a patch of Q.
  const write = setQuery as SetUrlState<SearchedList>;
  return {
    box: {
      value: query.search,
      onCommit: (search: string) => write({ search, page: 1 }, { replace: true }),
      ref: box,
    },
    clear: (other: Partial<Q> = {}) => {
      box.current?.clear();
      setQuery({ ...other, search: '', page: 1 });
    },
  };
}
