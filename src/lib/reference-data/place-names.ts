import { z } from 'zod/mini';
import { maybe } from '../lenient';

/**
 * `names` on a country or city: the place's name in every language, keyed by language. The spec's
 * answers carry one `name` (in the Accept-Language language); `names` is our optional extension
 * (docs/api.md, docs/decisions.md), read as a plain list of other names to search by. A backend that
 * leaves it out, or sends something else, gives an empty list: the picker then matches `name` only.
 */
export const otherNamesSchema = z.catch(
  z.pipe(
    maybe(z.record(z.string(), z.string())),
    z.transform((names) => [...new Set(Object.values(names ?? {}).filter((name) => name.trim() !== ''))]),
  ),
  [],
);

/** Every name a place is found by: the shown one first. */
export const searchNamesOf = (place: { name: string; names: readonly string[] }) => [
  place.name,
  ...place.names,
];
