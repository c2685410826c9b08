import { z } from 'zod/mini';
import { type QueryRoot, rootKey } from '@/config/query-roots';
import { listParams } from './page';
import { fixedParam, pageParam, textParam, type UrlSchema } from './use-url-state';

export type RequestParams = Record<string, string | number | boolean>;

export type UrlState<S extends UrlSchema> = z.output<S>;

/** A list's request from its URL state, for its fetcher and key alike; a field left out takes its default. */
export function urlRequest<S extends UrlSchema, A extends unknown[], P extends RequestParams>(
  schema: S,
  toParams: (state: UrlState<S>, ...args: A) => P,
) {
  const defaults: UrlState<S> = schema.parse({});
  return (state: Partial<UrlState<S>>, ...args: A): P => toParams({ ...defaults, ...state }, ...args);
}

type PagedState = { page: number; size: number } & Record<
  string,
  string | number | boolean | null | undefined
>;

/** A searchable paged list's URL schema: its own filters between the search and a page of a fixed size. */
export const searchedPagesSchema = <F extends Record<string, z.ZodMiniType>>(size: number, filters: F) =>
  z.object({ search: textParam(), ...filters, page: pageParam(), size: fixedParam(size) });

/** A paged list's request: the state's page and size, every other field of it a filter of the same name. */
export const pagedListRequest = <S extends UrlSchema & z.ZodMiniType<PagedState>>(schema: S) =>
  urlRequest(schema, ({ page, size, ...filters }: PagedState) => listParams(page, size, filters));

/** An area's root key (what a write invalidates) and its lists' keys under it. */
export function listKeys<R extends QueryRoot>(root: R) {
  const all = rootKey(root);
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: RequestParams) => [...all, 'list', params] as const,
  };
}
