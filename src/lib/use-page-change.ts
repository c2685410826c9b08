import { useCallback } from 'react';
import type { SetUrlState } from './use-url-state';

/**
 * A list's page turn written to its URL state, as `DataList`'s `onPageChange`: the list asks for
 * `replace` when it corrects a page past the end, so that correction leaves no step in the history.
 * The same function across renders, since DataList's correction runs in an effect that depends on it.
 */
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
