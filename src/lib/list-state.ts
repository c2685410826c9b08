// What a list shows, read from its TanStack query in one place, so that every list tells the same
// story about its rows. Lists keep the previous answer on screen while the next one loads
// (`placeholderData: keepPreviousData`); that answer belongs to the previous filter or page and must
// never pass for the new one's, whether its successor is on the way or paused for want of a network.

/** The parts of a TanStack Query result a list reads: pass the query itself. */
export type ListQuery<TData> = {
  data: TData | undefined;
  isError: boolean;
  /** True while an answer to another filter or page stands in for the one asked for. */
  isPlaceholderData: boolean;
  /** 'paused': the request waits for the browser to be online (TanStack's networkMode 'online'). */
  fetchStatus: 'fetching' | 'paused' | 'idle';
};

export type ListState<TData> = {
  /** The answer to draw; undefined → skeleton rows (nothing yet, or a stand-in with no rows). */
  shown: TData | undefined;
  /** The answer to what is asked now; undefined while a stand-in is shown: count and page from it. */
  current: TData | undefined;
  /** The rows on screen answer an earlier filter or page: dim them, mark them busy, never count them. */
  stale: boolean;
  /** aria-busy: rows are still to come (skeletons, or stale rows waiting for their successor). */
  busy: boolean;
  /** A request waits for the connection; what is shown (if anything) is earlier. */
  waitingForNetwork: boolean;
  /** A refresh of this same list failed; its last rows stay, with a note saying how old they are. */
  refreshFailed: boolean;
  /** Failed with nothing to show: the error state with its retry stands where the rows would be. */
  failed: boolean;
  /** The current answer has nothing in it: the empty state. */
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

/** A page with no row, not even one that failed to read (those get their own note under the list). */
export const noRowsOnPage = (page: { content: readonly unknown[]; dropped?: number }) =>
  page.content.length === 0 && !page.dropped;
