import { z } from 'zod/mini';

export const countryIdSchema = z.pipe(
  z.union([z.number().check(z.int()), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);
