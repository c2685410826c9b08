import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isKnown, listOrEmpty, maybe, openEnum, recognisable, withFieldNames } from './lenient';

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

describe('an answer of optional parts only', () => {
  const report = recognisable(z.object({ totals: maybe(z.number()), rows: listOrEmpty(z.string()) }));

  it('is taken when it carries at least one of its parts, even empty', () => {
    expect(report.parse({ totals: null })).toEqual({ totals: undefined, rows: [] });
    expect(report.parse({ rows: ['a'], extra: 1 })).toEqual({ totals: undefined, rows: ['a'] });
  });

  it('is refused when it carries none of them', () => {
    expect(report.safeParse({}).success).toBe(false);
    expect(report.safeParse({ unexpected: ['x'] }).success).toBe(false);
    expect(report.safeParse([]).success).toBe(false);
    expect(report.safeParse('<html>').success).toBe(false);
    expect(report.safeParse(null).success).toBe(false);
  });
});

describe('an entity read through its table of field names', () => {
  const inquiry = withFieldNames(
    { status: ['orderStatus', 'currentStatus'], createdAt: ['creationDate'] },
    z.object({ id: z.number(), status: maybe(z.string()), createdAt: maybe(z.string()) }),
  );

  it('takes the first other name that holds a value, in the table’s order', () => {
    expect(inquiry.parse({ id: 1, orderStatus: 'active', currentStatus: 'pending' })).toEqual({
      id: 1,
      status: 'active',
      createdAt: undefined,
    });
    expect(inquiry.parse({ id: 1, orderStatus: null, currentStatus: 'pending' }).status).toBe('pending');
    expect(inquiry.parse({ id: 1, creationDate: '2026-01-15' }).createdAt).toBe('2026-01-15');
  });

  it('lets the app’s own name win over every other', () => {
    expect(inquiry.parse({ id: 1, status: 'on_hold', orderStatus: 'active' }).status).toBe('on_hold');
  });

  it('leaves a missing field missing, and an answer that is not an object to the schema’s refusal', () => {
    expect(inquiry.parse({ id: 1 })).toEqual({ id: 1, status: undefined, createdAt: undefined });
    expect(inquiry.safeParse('<!doctype html>').success).toBe(false);
    expect(inquiry.safeParse([{ id: 1 }]).success).toBe(false);
  });
});

describe('a nested field filled from a flat name', () => {
  const withPlace = withFieldNames(
    { 'pickup.city': ['pickupCity'], 'pickup.date': ['pickupDate'] },
    z.object({
      id: z.number(),
      pickup: maybe(z.object({ city: maybe(z.string()), date: maybe(z.string()) })),
    }),
  );

  it('builds the nested object from flat names, and keeps what the nested object already says', () => {
    expect(withPlace.parse({ id: 1, pickupCity: 'Poti', pickupDate: '2026-12-09' }).pickup).toEqual({
      city: 'Poti',
      date: '2026-12-09',
    });
    expect(withPlace.parse({ id: 1, pickup: { city: 'Bakı' }, pickupCity: 'Poti' }).pickup?.city).toBe(
      'Bakı',
    );
    expect(withPlace.parse({ id: 1 }).pickup).toBeUndefined();
  });
});
