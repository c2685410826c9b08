// Lists keep the previous answer on screen while the next one loads; that answer belongs to the
// previous filter or page and must never pass for the new one's.

export type ListQuery<TData> = {
  data: TData | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
};

export type ListState<TData> = {
  /** undefined → skeleton rows. */
  shown: TData | undefined;
  /** The answer to what is asked now: count and page from it. */
  current: TData | undefined;
  stale: boolean;
  busy: boolean;
  waitingForNetwork: boolean;
  refreshFailed: boolean;
  failed: boolean;
  empty: boolean;
};

export function listState<TData>(
  query: ListQuery<TData>,
  isEmpty: (data: TData) => boolean,
): ListState<TData> {
  const { data, isError, isPlaceholderData: stale } = query;
  const failed = isError && data === undefined;
  const current = stale ? undefined : data;
  // An earlier answer with no rows says nothing about the new filter: skeletons, not 'nothing found'.
  const shown = stale && data !== undefined && isEmpty(data) ? undefined : data;
  return {
    shown,
    current,
    stale,
    busy: !failed && (shown === undefined || stale),
    waitingForNetwork: query.fetchStatus === 'paused',
    refreshFailed: isError && data !== undefined,
    failed,
    empty: current !== undefined && isEmpty(current),
  };
}

/** A page is empty when the server counts nothing for the filter (a page past the end is not). */
export const nothingFound = (page: { totalElements: number }) => page.totalElements === 0;

/** A page with no row, not even one that failed to read. */
export const noRowsOnPage = (page: { content: readonly unknown[]; dropped?: number }) =>
  page.content.length === 0 && !page.dropped;
