import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { inquiryListQueryOptions, type InquiryListScope } from '../../api/get-inquiries';
import type { InquiryListQuery } from '../../inquiry-list-url-state';
import { scopedQuery, type InquiryQueryChange } from './list-filters';

export type InquiryQueryUpdate = (patch: Partial<InquiryListQuery>, options?: { replace?: boolean }) => void;

/** The request starts on the user's action, a frame before the URL's re-render would start it. */
export function useListQueryUpdater(
  scope: InquiryListScope,
  query: InquiryListQuery,
  writeQuery: InquiryQueryChange,
) {
  const queryClient = useQueryClient();
  const latest = useRef(query);
  // Once the URL shows a query (ours, or the back button's), it is the one to build on.
  useEffect(() => {
    latest.current = query;
  }, [query]);

  const replaceQuery = useCallback<InquiryQueryChange>(
    (next, options) => {
      latest.current = next;
      void queryClient.prefetchQuery(inquiryListQueryOptions(scope, scopedQuery(scope, next)));
      writeQuery(next, options);
    },
    [queryClient, scope, writeQuery],
  );

  const update = useCallback<InquiryQueryUpdate>(
    (patch, options) => replaceQuery({ ...latest.current, ...patch }, options),
    [replaceQuery],
  );

  /** The latest query, for changes that start from all of it (clearing the filters). */
  const current = useCallback(() => latest.current, []);

  return { update, replaceQuery, current };
}
