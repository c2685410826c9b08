import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isKnown, listOrEmpty, maybe, openEnum } from './lenient';

describe('lenient answer fields', () => {
  const schema = z.object({
    id: z.number(),
    notes: maybe(z.string()),
    regions: listOrEmpty(z.string()),
    status: openEnum(['PENDING', 'APPROVED'] as const),
  });

  it('reads null and absent alike, as undefined', () => {
    expect(schema.parse({ id: 1, notes: null, status: 'PENDING' }).notes).toBeUndefined();
    expect(schema.parse({ id: 1, status: 'PENDING' }).notes).toBeUndefined();
    expect(schema.parse({ id: 1, notes: 'x', status: 'PENDING' }).notes).toBe('x');
  });

  it('reads a missing or null list as empty', () => {
    expect(schema.parse({ id: 1, status: 'PENDING' }).regions).toEqual([]);
    expect(schema.parse({ id: 1, regions: null, status: 'PENDING' }).regions).toEqual([]);
    expect(schema.parse({ id: 1, regions: ['CIS'], status: 'PENDING' }).regions).toEqual(['CIS']);
  });

  it('still refuses a present value of the wrong type', () => {
    expect(schema.safeParse({ id: 1, notes: 5, status: 'PENDING' }).success).toBe(false);
    expect(schema.safeParse({ id: 1, regions: 'CIS', status: 'PENDING' }).success).toBe(false);
  });

  it('passes a code it does not know, and tells known from unknown', () => {
    expect(schema.parse({ id: 1, status: 'ON_REVIEW' }).status).toBe('ON_REVIEW');
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(isKnown(['PENDING'] as const, 'PENDING')).toBe(true);
    expect(isKnown(['PENDING'] as const, 'pending')).toBe(false);
    expect(isKnown(['PENDING'] as const, 3)).toBe(false);
  });
});
