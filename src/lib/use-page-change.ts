import { useCallback } from 'react';
import type { SetUrlState } from './use-url-state';

/** `DataList`'s `onPageChange` into URL state: stable across renders, since the list's correction of a page
 * past the end (with `replace`, so it leaves no step in the history) runs in an effect that depends on it. */
export function usePageChange<K extends string = 'page'>(
  setQuery: SetUrlState<Record<NoInfer<K>, number>>,
  key = 'page' as K,
) {
  return useCallback(
    (page: number, options: { replace: boolean }) =>
      setQuery({ [key]: page } as Partial<Record<K, number>>, options),
    [setQuery, key],
  );
}
