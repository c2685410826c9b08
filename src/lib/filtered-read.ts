import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import type { Page, PageRequest } from './page';

type Params = Record<string, string | number | boolean>;

type RowOf<Answer> = Answer extends Page<infer Row> ? Row : never;

/**
 * How a list is ordered. `sort` is what the server is asked, as Spring's `Pageable` reads it
 * (`createdAt,desc`), over a field the spec names; undefined when the order cannot be asked for.
 * `compare` is the same order on rows in hand; undefined leaves the server's order.
 */
export type ListOrder<Q, Row> = {
  sort: (query: Q) => string | undefined;
  compare: (query: Q) => ((a: Row, b: Row) => number) | undefined;
};

/**
 * A Spring backend answers a sort on a property it lacks with 500 ("No property 'x' found"), some
 * with 400: the list is asked again without it rather than failing.
 */
const refusesSort = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 500);

function sortedOnClient<Row>(page: Page<Row>, compare: (a: Row, b: Row) => number): Page<Row> {
  return { ...page, content: [...page.content].sort(compare), sortedOnClient: true };
}

/**
 * A GET endpoint read by a query the screen changes under it (a page, a filter, a period): its answer's
 * `schema`, its `url` (or the query's), the cache `key` of a query and the `params` a query is sent as
 * (a list's made by `listParams`). Written once so that every such screen behaves alike: an export's
 * page request is laid over the params, and the last answer stays on screen while the next one loads,
 * so a list or a report never blanks when a filter changes. With an `order`, a server that refuses
 * the sort is asked again without it and the page in hand is sorted here (marked `sortedOnClient`).
 */
export function filteredRead<Q, S extends z.ZodMiniType, K extends QueryKey>(
  schema: S,
  url: string | ((query: Q) => string),
  key: (query: Q) => K,
  params: (query: Q) => Params,
  order?: ListOrder<Q, RowOf<z.infer<S>>>,
) {
  type Answer = z.infer<S>;
  const get = (query: Q, sent: Params): Promise<Answer> =>
    apiRequest(schema, { method: 'GET', url: typeof url === 'string' ? url : url(query), params: sent });

  const fetch = async (query: Q, pageRequest?: PageRequest): Promise<Answer> => {
    const sent = { ...params(query), ...pageRequest };
    if (!order) return get(query, sent);
    const sort = order.sort(query);
    if (sort) {
      try {
        return await get(query, { ...sent, sort });
      } catch (error) {
        if (!refusesSort(error)) throw error;
      }
    }
    const answer = await get(query, sent);
    const compare = order.compare(query);
    return compare ? (sortedOnClient(answer as Page<RowOf<Answer>>, compare) as Answer) : answer;
  };
  const options = (query: Q) =>
    queryOptions({ queryKey: key(query), queryFn: () => fetch(query), placeholderData: keepPreviousData });
  return { fetch, options };
}

type Sortable = string | number | null | undefined;

/**
 * Rows in the order of one field, as the server would give them: `asc` or `desc`, rows without the
 * value last either way (ISO dates compare as text).
 */
export function orderBy<Row>(valueOf: (row: Row) => Sortable, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: Row, b: Row) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || x === undefined || x === '') return y === null || y === undefined || y === '' ? 0 : 1;
    if (y === null || y === undefined || y === '') return -1;
    return (
      sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  };
}
