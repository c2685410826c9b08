import { collectPages, EXPORT_PAGE_SIZE } from './collect-pages';
import type { Page } from './page';

// An export walks the whole filtered list, page by page, up to its row limit.

/** A server holding `total` rows (numbered from 1), answering pages of `size` as a Spring page does. */
function server(total: number, { pageSize = EXPORT_PAGE_SIZE, dropped = (): number => 0 } = {}) {
  const asked: { page: number; size: number }[] = [];
  const fetchPage = (page: number, size: number): Promise<Page<number>> => {
    asked.push({ page, size });
    const start = page * pageSize;
    const content = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - start)) },
      (_, i) => start + i + 1,
    );
    const lost = dropped();
    return Promise.resolve({
      content: content.slice(lost),
      page,
      size: pageSize,
      totalElements: total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      dropped: lost,
    });
  };
  return { asked, fetchPage };
}

describe('collectPages', () => {
  it('asks for zero-based pages at the export page size until the last page the server counts', async () => {
    const { asked, fetchPage } = server(250);
    const result = await collectPages(fetchPage);
    expect(asked).toEqual([0, 1, 2].map((page) => ({ page, size: EXPORT_PAGE_SIZE })));
    expect(result.rows).toHaveLength(250);
    expect(result.rows.at(-1)).toBe(250);
    expect(result).toMatchObject({ total: 250, capped: false });
  });

  it('follows a server that sends fewer rows per page than asked', async () => {
    const { asked, fetchPage } = server(45, { pageSize: 20 });
    expect((await collectPages(fetchPage)).rows).toHaveLength(45);
    expect(asked.map((a) => a.page)).toEqual([0, 1, 2]);
  });

  it('takes a list of exactly the limit whole, and says a list one row longer was cut', async () => {
    const exact = await collectPages(server(300).fetchPage, { maxRows: 300 });
    expect(exact).toMatchObject({ total: 300, capped: false });
    expect(exact.rows).toHaveLength(300);

    const over = server(301);
    const cut = await collectPages(over.fetchPage, { maxRows: 300 });
    expect(cut).toMatchObject({ total: 301, capped: true });
    expect(cut.rows).toHaveLength(300);
    // It stopped at the limit rather than fetching the last row's page.
    expect(over.asked).toHaveLength(3);
  });

  it('goes on past a page whose rows were all unreadable, and stops at an empty list', async () => {
    let call = 0;
    const { fetchPage } = server(250, { dropped: () => (call++ === 1 ? EXPORT_PAGE_SIZE : 0) });
    const result = await collectPages(fetchPage);
    expect(result.rows).toHaveLength(150);

    const empty = server(0);
    expect(await collectPages(empty.fetchPage)).toEqual({ rows: [], total: 0, capped: false });
    expect(empty.asked).toHaveLength(1);
  });

  it('reports its progress after each page', async () => {
    const progress: [number, number][] = [];
    await collectPages(server(150).fetchPage, { onProgress: (rows, total) => progress.push([rows, total]) });
    expect(progress).toEqual([
      [100, 150],
      [150, 150],
    ]);
  });
});
