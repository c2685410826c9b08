import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from './api-client';
import type { PageRequest } from './page';

type Params = Record<string, string | number | boolean>;

/**
 * A GET endpoint read by a query the screen changes under it (a page, a filter, a period): its answer's
 * `schema`, its `url`, the cache `key` of a query and the `params` a query is sent as (a list's made by
 * `listParams`). Written once so that every such screen behaves alike: an export's page request is laid
 * over the params, and the last answer stays on screen while the next one loads, so a list or a report
 * never blanks when a filter changes.
 */
export function filteredRead<Q, S extends z.ZodMiniType, K extends QueryKey>(
  schema: S,
  url: string,
  key: (query: Q) => K,
  params: (query: Q) => Params,
) {
  const fetch = (query: Q, pageRequest?: PageRequest) =>
    apiRequest(schema, { method: 'GET', url, params: { ...params(query), ...pageRequest } });
  const options = (query: Q) =>
    queryOptions({ queryKey: key(query), queryFn: () => fetch(query), placeholderData: keepPreviousData });
  return { fetch, options };
}
