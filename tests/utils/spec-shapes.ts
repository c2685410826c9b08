// Helpers for tests of answers shaped only by what the spec states: the backend is not
// ours, so a screen must render its minimal spec-shaped answer, the same answer with fields it has
// never heard of, and the list shapes a Spring backend sends.

import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/mocks/node';

/** The same value with unknown fields added to every object in it, at every depth. */
export function withUnknownFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withUnknownFields) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = withUnknownFields(inner);
    copy.someFutureField = { nested: ['x', 1, null] };
    copy._links = { self: { href: 'https://backend.example/api/x' } };
    copy.version = 7;
    return copy as T;
  }
  return value;
}

/** A Spring Data page of rows, as `Page<T>` serialises it (zero-based `number`). */
export function springPage<T>(content: T[], { number = 0, size = 10, totalElements = content.length } = {}) {
  const totalPages = Math.max(1, Math.ceil(totalElements / size));
  return {
    content,
    pageable: {
      pageNumber: number,
      pageSize: size,
      sort: { empty: true, sorted: false, unsorted: true },
      offset: number * size,
      paged: true,
      unpaged: false,
    },
    last: number >= totalPages - 1,
    totalPages,
    totalElements,
    size,
    number,
    sort: { empty: true, sorted: false, unsorted: true },
    first: number === 0,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

/**
 * Answers GET `url` with `body` from now on, with console.warn silenced: a screen notes there the
 * rows it could not read. Returns that warn spy, to check what was noted.
 */
export function answerLoosely(url: string, body: JsonBodyType) {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(url, () => HttpResponse.json(body)));
  return warned;
}
