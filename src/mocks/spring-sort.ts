import { HttpError } from './http';

export type SpringSort = { property: string; direction: 'asc' | 'desc' };

export function readSpringSort(raw: string | null): SpringSort | null {
  const [property = '', direction = 'asc'] = (raw ?? '').split(',').map((part) => part.trim());
  if (!property) return null;
  return { property, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** The sort, if any, on one of `known`; otherwise Spring's 500 naming the property and the type. */
export function springSortOn<P extends string>(
  raw: string | null,
  known: readonly P[],
  type: string,
): (SpringSort & { property: P }) | null {
  const sort = readSpringSort(raw);
  if (!sort) return null;
  if (!(known as readonly string[]).includes(sort.property))
    throw new HttpError(500, `No property '${sort.property}' found for type '${type}'`);
  return sort as SpringSort & { property: P };
}
