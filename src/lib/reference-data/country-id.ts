import { z } from 'zod/mini';

/**
 * A country's id as the backend may send it: the spec (§3) says only that it is an id, and the
 * organisation carries it as `countryCode`. A number or a numeric string both read as a number, so
 * a country chosen in a select matches the one an organisation, a carrier or a city names.
 */
export const countryIdSchema = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);
