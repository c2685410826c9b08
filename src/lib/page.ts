import { z } from 'zod';

/** One page of a list, as the backend pages it: zero-based `page`, `size`, `totalElements`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    totalElements: z.number().int().nonnegative(),
  });

export type Page<T> = { content: T[]; page: number; size: number; totalElements: number };
