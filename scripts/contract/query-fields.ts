import { z } from 'zod/mini';

// The words of the queries the client sends, for the contract's query objects.

export const text = (description?: string) =>
  z.optional(description ? z.string().check(z.describe(description)) : z.string());
export const flag = () => z.optional(z.boolean());
export const count = (description: string) => z.optional(z.int().check(z.describe(description)));
export const day = (description = 'yyyy-MM-dd') => z.optional(z.string().check(z.describe(description)));
export const id = () => z.optional(z.int());

/** A list's page, zero-based on the wire, and its size. */
export const paging = {
  page: count('zero-based'),
  size: count('rows a page'),
};

/** `property,direction`, as Spring's Pageable reads it. */
export const springSort = () => text('property,direction (Spring Pageable), e.g. createdAt,desc');
