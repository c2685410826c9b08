import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import type { Page, PageRequest } from './page';
import type { RequestParams } from './url-request';

type RowOf<Answer> = Answer extends Page<infer Row> ? Row : never;
type Sortable = string | number | null | undefined;
type Compare<Row> = (a: Row, b: Row) => number;

type ListOrder<Row> = {
  compare: (sort: string) => Compare<Row> | undefined;
  /** A sort on a field a spec backend may lack: never sent, the page in hand is ordered instead. */
  heldBack: (sort: string) => boolean;
};

// Spring answers a sort on a property it lacks with 500, some servers with 400.
const refusesSort = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 500);

/** A GET keyed by the params `request` sends, so nothing sent can miss the key; `fetch` takes any page. */
export function filteredRead<Q, S extends z.ZodMiniType, K extends QueryKey>(
  schema: S,
  url: string | ((query: Q) => string),
  request: (query: Q) => RequestParams,
  key: (params: RequestParams, query: Q) => K,
  order?: ListOrder<RowOf<z.infer<S>>>,
) {
  type Answer = z.infer<S>;
  const get = (query: Q, params: RequestParams): Promise<Answer> =>
    apiRequest(schema, { method: 'GET', url: typeof url === 'string' ? url : url(query), params });

  const fetch = async (query: Q, pageRequest?: PageRequest): Promise<Answer> => {
    const params: RequestParams = { ...request(query), ...pageRequest };
    const { sort, ...unsorted } = params;
    if (!order || typeof sort !== 'string') return get(query, params);
    if (!order.heldBack(sort)) {
      try {
        return await get(query, params);
      } catch (error) {
        if (!refusesSort(error)) throw error;
      }
    }
    const answer = await get(query, unsorted);
    const compare = order.compare(sort);
    if (!compare) return answer;
    const page = answer as Page<RowOf<Answer>>;
    return { ...page, content: [...page.content].sort(compare), sortedOnClient: true } as Answer;
  };
  const options = (query: Q) =>
    queryOptions({
      queryKey: key(request(query), query),
      queryFn: () => fetch(query),
      placeholderData: keepPreviousData,
    });
  function useRead(query: Q) {
    return useQuery(options(query));
  }
  return { fetch, options, use: useRead };
}

/** A filteredRead sent the params as its caller made them (by the list's urlRequest). */
export const sentRead = <S extends z.ZodMiniType, K extends QueryKey>(
  schema: S,
  url: string,
  key: (params: RequestParams) => K,
) => filteredRead(schema, url, (params: RequestParams) => params, key);

type Freshness = { staleTime?: number; refetchInterval?: number; refetchOnWindowFocus?: boolean };

/** A GET of one thing: its fetcher, query options and hook, keyed by the same arguments. */
export function endpointRead<S extends z.ZodMiniType, A extends unknown[], K extends QueryKey>(
  schema: S,
  url: string | ((...args: A) => string),
  key: (...args: A) => K,
  freshness: Freshness = {},
) {
  const fetch = (...args: A): Promise<z.infer<S>> =>
    apiRequest(schema, { method: 'GET', url: typeof url === 'string' ? url : url(...args) });
  const options = (...args: A) =>
    queryOptions({ queryKey: key(...args), queryFn: () => fetch(...args), ...freshness });
  function useRead(...args: A) {
    return useQuery(options(...args));
  }
  return { fetch, options, use: useRead };
}

/** Rows in one field's order, as a server gives them: rows without the value last either way. */
function orderBy<Row>(valueOf: (row: Row) => Sortable, direction: 'asc' | 'desc'): Compare<Row> {
  const sign = direction === 'asc' ? 1 : -1;
  const missing = (value: Sortable) => value === null || value === undefined || value === '';
  return (a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (missing(x)) return missing(y) ? 0 : 1;
    if (missing(y)) return -1;
    return (
      sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  };
}

/** The order of a Spring `sort` over the fields named, `heldBack` ones never sent. */
export function springOrder<Row>(
  fields: Record<string, (row: Row) => Sortable>,
  heldBack: readonly string[] = [],
): ListOrder<Row> {
  return {
    compare: (sort) => {
      const [property = '', direction] = sort.split(',');
      const field = fields[property];
      return field && orderBy(field, direction === 'asc' ? 'asc' : 'desc');
    },
    heldBack: (sort) => heldBack.includes(sort.split(',')[0] ?? ''),
  };
}
