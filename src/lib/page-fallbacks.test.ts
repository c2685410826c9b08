import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSchema } from './page';

// What the page reader makes of an envelope that leaves its counts out (a backend that is not ours
// may send only `content`): the sizes and totals it falls back on decide how many pages the list
// offers, so each fallback is pinned on both sides.

const row = z.object({ id: z.number() });
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const read = (answer: unknown) => pageSchema(row).parse(answer);

describe('a page envelope with counts left out', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('takes the rows it carries as its size and total when it gives neither', () => {
    expect(read({ content: rowsOf(3) })).toEqual({
      content: rowsOf(3),
      page: 0,
      size: 3,
      totalElements: 3,
      totalPages: 1,
      dropped: 0,
    });
  });

  it('counts one page of size 1 for an empty envelope, never zero pages', () => {
    expect(read({ content: [] })).toMatchObject({ size: 1, totalElements: 0, totalPages: 1 });
    expect(read({ content: [], size: 0, totalElements: 0 })).toMatchObject({ size: 1, totalPages: 1 });
  });

  it('works out the pages from the total and the size, rounding up', () => {
    expect(read({ content: rowsOf(2), size: 2, totalElements: 4 }).totalPages).toBe(2);
    expect(read({ content: rowsOf(2), size: 2, totalElements: 5 }).totalPages).toBe(3);
    expect(read({ content: rowsOf(2), totalElements: 7 })).toMatchObject({ size: 2, totalPages: 4 });
  });

  it("keeps the server's own page count and total, even when they disagree with the rows", () => {
    expect(read({ content: rowsOf(2), size: 2, totalElements: 40, totalPages: 3 })).toMatchObject({
      totalElements: 40,
      totalPages: 3,
    });
    expect(read({ content: rowsOf(2), size: 2, totalElements: 0 })).toMatchObject({
      totalElements: 0,
      totalPages: 1,
    });
  });

  it("prefers Spring's zero-based 'number' to 'page', and starts at 0 with neither", () => {
    expect(read({ content: [], number: 2, page: 5 }).page).toBe(2);
    expect(read({ content: [], page: 5 }).page).toBe(5);
    expect(read({ content: [], number: null, page: null }).page).toBe(0);
  });

  it('counts a dropped row in the total it falls back on, as the server sent it', () => {
    const page = read({ content: [{ id: 1 }, { id: 'two' }, null] });
    expect(page).toMatchObject({ content: [{ id: 1 }], totalElements: 3, size: 3, dropped: 2 });
  });

  it('names the field of a row that is wrong, and the row itself when it is no object', () => {
    pageSchema(row, 'bids').parse([{ id: 'x' }, 'text']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^A row of bids could not be shown \(row 0, field 'id': .+\)$/);
    expect(warn.mock.calls[1]?.[0]).toMatch(
      /^A row of bids could not be shown \(row 1, field '\(row\)': .+\)$/,
    );
  });

  it("reports a wrong envelope as a custom issue carrying the field check's own message", () => {
    const result = pageSchema(row).safeParse({ content: 'rows' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', path: ['content'] });
    const ownCheck = z.array(z.unknown()).safeParse('rows');
    expect(result.error?.issues[0]?.message).toBe(ownCheck.error?.issues[0]?.message);
  });

  it("calls an unnamed list 'list' in its warning", () => {
    pageSchema(row).parse([{}]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^A row of list could not be shown/);
  });
});
