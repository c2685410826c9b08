// What a Spring Boot server does around a controller: Spring's error body, Spring Data's page and
// Pageable (zero-based page, size, `sort=property,direction` checked against the entity), request
// parameters bound to enums case-sensitively, and LocalDateTime written without a zone.

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/** Thrown by a handler; answered with Spring's error body `{ timestamp, status, error, message, path }`. */
export class SpringError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(status: number, message: string, path: string) {
  // Jackson writes DefaultErrorAttributes' java.util.Date with an offset.
  const timestamp = new Date().toISOString().replace('Z', '+00:00');
  return { timestamp, status, error: REASONS[status] ?? 'Error', message, path };
}

/** Spring Security's answer to a missing, invalid or expired token and to a role not allowed. */
export const accessDenied = () => new SpringError(403, 'Access Denied');

/** `LocalDateTime` as Jackson writes it: no zone, no offset, seconds precision. */
export const localDateTime = (value: Date) => value.toISOString().slice(0, 19);
export const localDate = (value: Date) => value.toISOString().slice(0, 10);

type SortOrder = { property: string; direction: 'ASC' | 'DESC' };

function sortState(orders: SortOrder[]) {
  return { empty: orders.length === 0, sorted: orders.length > 0, unsorted: orders.length === 0 };
}

/**
 * `Pageable` from the query: `page` (zero-based, default 0), `size` (default 20, at most 2000) and
 * every `sort` value, `property(,property)*(,asc|desc)?`. Unreadable page or size falls back to the
 * default, as Spring's resolver does; a property the entity lacks fails when the query is built,
 * which Spring answers 500.
 */
export function pageable(query: URLSearchParams, entity: string, properties: readonly string[]) {
  const number = (name: string, fallback: number, max: number) => {
    const value = Number.parseInt(query.get(name) ?? '', 10);
    return Number.isNaN(value) || value < 0 ? fallback : Math.min(value, max);
  };
  const page = number('page', 0, Number.MAX_SAFE_INTEGER);
  const size = number('size', 20, 2000) || 20;
  const orders: SortOrder[] = [];
  for (const value of query.getAll('sort')) {
    const parts = value.split(',').filter((part) => part.trim() !== '');
    const last = parts.at(-1)?.toUpperCase();
    const direction = last === 'ASC' || last === 'DESC' ? last : null;
    const names = direction ? parts.slice(0, -1) : parts;
    for (const property of names) {
      if (!properties.includes(property)) {
        throw new SpringError(500, `No property '${property}' found for type '${entity}'`);
      }
      orders.push({ property, direction: direction ?? 'ASC' });
    }
  }
  return { page, size, orders };
}

type Pageable = ReturnType<typeof pageable>;

function compare(a: unknown, b: unknown) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts (a stable sort: unsorted rows keep the store's order) and cuts one page, as Spring Data answers it. */
export function toPage<T extends object>(rows: T[], { page, size, orders }: Pageable) {
  const sorted = [...rows].sort((a, b) => {
    for (const { property, direction } of orders) {
      const order = compare(
        (a as Record<string, unknown>)[property],
        (b as Record<string, unknown>)[property],
      );
      if (order !== 0) return direction === 'ASC' ? order : -order;
    }
    return 0;
  });
  const content = sorted.slice(page * size, page * size + size);
  const totalPages = Math.ceil(rows.length / size);
  const sort = sortState(orders);
  return {
    content,
    pageable: { pageNumber: page, pageSize: size, sort, offset: page * size, paged: true, unpaged: false },
    totalElements: rows.length,
    totalPages,
    last: page >= totalPages - 1,
    size,
    number: page,
    sort,
    first: page === 0,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

/**
 * A request parameter bound to a Java enum: the constant's exact name, an empty value as null, any
 * other spelling (a lowercase one included) a 400 as Spring's conversion failure says it.
 */
export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  type: string,
  constants: readonly T[],
): T | null {
  const value = query.get(name);
  if (value === null || value.trim() === '') return null;
  if ((constants as readonly string[]).includes(value)) return value as T;
  throw new SpringError(
    400,
    `Failed to convert value of type 'java.lang.String' to required type '${type}'; ` +
      `Failed to convert from type [java.lang.String] to type [@org.springframework.web.bind.annotation.RequestParam ${type}] for value [${value}]`,
  );
}

/** A `Long` path variable: anything else is a 400, as Spring's conversion says it. */
export function longPathVariable(value: string) {
  if (/^-?\d{1,18}$/.test(value)) return Number(value);
  throw new SpringError(
    400,
    `Method parameter 'id': Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; For input string: "${value}"`,
  );
}
