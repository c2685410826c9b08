import { z } from 'zod/mini';

/** One page of a list, as the backend pages it: zero-based `page`, `size`, `totalElements`. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().check(z.int(), z.nonnegative()),
    size: z.number().check(z.int(), z.positive()),
    totalElements: z.number().check(z.int(), z.nonnegative()),
  });

export type Page<T> = { content: T[]; page: number; size: number; totalElements: number };
