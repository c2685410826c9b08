import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { springPage, withUnknownFields } from '@tests/utils/spec-shapes';
import { listParams, listSchema, pageSchema } from './page';

const row = z.object({ id: z.number(), name: z.string() });
const rows = [
  { id: 1, name: 'Baku' },
  { id: 2, name: 'Ganja' },
];

describe('the page reader', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('reads a plain array as one page of every row', () => {
    expect(pageSchema(row).parse(rows)).toEqual({
      content: rows,
      page: 0,
      size: 2,
      totalElements: 2,
      totalPages: 1,
      dropped: 0,
    });
  });

  it("reads a Spring page by its zero-based 'number'", () => {
    const page = pageSchema(row).parse(springPage(rows, { number: 3, size: 2, totalElements: 9 }));
    expect(page).toEqual({ content: rows, page: 3, size: 2, totalElements: 9, totalPages: 5, dropped: 0 });
  });

  it("reads the demo's own 'page' form", () => {
    const page = pageSchema(row).parse({ content: rows, page: 1, size: 2, totalElements: 4 });
    expect(page).toMatchObject({ page: 1, size: 2, totalElements: 4, totalPages: 2 });
  });

  it('ignores fields it does not know, in the envelope and in rows', () => {
    const page = pageSchema(row).parse(withUnknownFields(springPage(rows)));
    expect(page.content).toEqual(rows);
  });

  it('drops only the row that fails, warns once for it and counts it', () => {
    const page = pageSchema(row, 'cities').parse([rows[0], { id: 'x' }, rows[1]]);
    expect(page.content).toEqual(rows);
    expect(page.dropped).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('cities');
    expect(warn.mock.calls[0]?.[0]).toContain('row 1');
  });

  it('keeps the total the server counted even when a row is dropped', () => {
    const page = pageSchema(row).parse({ content: [rows[0], null], number: 0, size: 10, totalElements: 2 });
    expect(page).toMatchObject({ totalElements: 2, dropped: 1, content: [rows[0]] });
  });

  it('refuses an answer that is not a list at all', () => {
    expect(pageSchema(row).safeParse('<html>Bad gateway</html>').success).toBe(false);
    expect(pageSchema(row).safeParse({ items: rows }).success).toBe(false);
    expect(pageSchema(row).safeParse({ content: rows, number: -1 }).success).toBe(false);
  });

  it('reads every shape as a plain array for pickers', () => {
    expect(listSchema(row).parse(rows)).toEqual(rows);
    expect(listSchema(row).parse(springPage(rows))).toEqual(rows);
    expect(listSchema(row).parse([{ id: 1 }, rows[1]])).toEqual([rows[1]]);
  });
});

describe('a list answer that is no list', () => {
  it('is reported at the field that is wrong', () => {
    const result = pageSchema(row).safeParse({ content: { id: 1 }, number: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['content']);
    const negative = pageSchema(row).safeParse({ content: [], number: -1 });
    expect(negative.error?.issues[0]?.path).toEqual(['number']);
  });
});

describe('a list request’s query', () => {
  it('sends the page zero-based: the first page as 0, the second as 1, never below 0', () => {
    expect(listParams(1, 20)).toEqual({ page: 0, size: 20 });
    expect(listParams(2, 20)).toEqual({ page: 1, size: 20 });
    expect(listParams(0, 20)).toEqual({ page: 0, size: 20 });
  });

  it('sends only the filters set, text trimmed, in the order given after page and size', () => {
    const params = listParams(3, 10, {
      search: '  Bakı ',
      blank: '   ',
      status: 'ACTIVE',
      none: undefined,
      nil: null,
      zero: 0,
      id: 7,
      off: false,
      on: true,
    });
    expect(params).toEqual({ page: 2, size: 10, search: 'Bakı', status: 'ACTIVE', id: 7, on: true });
    expect(Object.keys(params)).toEqual(['page', 'size', 'search', 'status', 'id', 'on']);
  });
});
