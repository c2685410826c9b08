import { z } from 'zod/mini';
import { maybe } from '../lenient';

export const otherNamesSchema = z.catch(
  z.pipe(
    maybe(z.record(z.string(), z.string())),
    z.transform((names) => [...new Set(Object.values(names ?? {}).filter((name) => name.trim() !== ''))]),
  ),
  [],
);

export const searchNamesOf = (place: { name: string; names: readonly string[] }) => [
  place.name,
  ...place.names,
];
