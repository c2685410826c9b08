// A list's filter change, timed in Chromium: from the moment the list's answer
// arrives to the moment its new first page is on screen. Each change searches another term, so every
// answer is fresh (no cached page) and differs. The first change warms caches and is not counted.
// Used by scripts/bench.mjs for the inquiry list (10,000 inquiries) and the bid list (2,000 bids), and
// by scripts/bench-interactions.mjs for the inquiry list.

/** The searches typed, one city each: every answer is fresh and differs. */
export const FILTER_TERMS = [
  'Istanbul',
  'Shanghai',
  'Hamburg',
  'Dubai',
  'Moscow',
  'Mersin',
  'Milan',
  'Aktau',
  'Poti',
  'Tabriz',
  'Gdansk',
  'Tashkent',
  'Urumqi',
  'Bursa',
  'Tbilisi',
  'Almaty',
  'Ankara',
];

/**
 * Opens a long list at `path` on a signed-in page, waits for its first row, then times its filter
 * changes over FILTER_TERMS. `name` is the stem of the list's test ids (`<name>-list`, `<name>-row`);
 * `codeOf` reads an answer's row's code.
 */
export async function measureListFilter(page, baseUrl, { path, endpoint, name, codeOf }) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator(`[data-testid="${name}-row"]`).first().waitFor();
  return measureFilterTimings(page, {
    endpoint,
    listTestId: `${name}-list`,
    rowTestId: `${name}-row`,
    terms: FILTER_TERMS,
    codeOf,
  });
}

/**
 * Types each term into the list's first search box; the milliseconds from each answer to its first
 * row on screen (the list no longer busy), one per term after the first.
 */
export async function measureFilterTimings(page, { endpoint, listTestId, rowTestId, terms, codeOf }) {
  const timings = [];
  const search = page.getByRole('searchbox').first();
  for (const [i, term] of terms.entries()) {
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === endpoint && new URL(r.url()).searchParams.get('search') === term,
    );
    await page.evaluate(() => (window.__benchPaintedAt = null));
    await search.fill(term);
    const response = await answer;
    const firstCode = codeOf((await response.json()).content[0] ?? {}) ?? null;
    const timing = response.request().timing();
    const answeredAt = timing.startTime + timing.responseEnd;
    const shownAt = await (
      await page.waitForFunction(
        ({ code, listTestId, rowTestId }) => {
          const painted = window.__benchPaintedAt;
          if (typeof painted === 'number') return painted;
          if (painted === 'pending') return false;
          const list = document.querySelector(`[data-testid="${listTestId}"]`);
          const row = document.querySelector(`[data-testid="${rowTestId}"]`);
          const settled = list && list.getAttribute('aria-busy') !== 'true';
          if (settled && row && (code === null || row.textContent.includes(code))) {
            // Checked in an animation frame, before it is painted: a message posted now is handled
            // once the frame is on screen, and that is the moment counted.
            window.__benchPaintedAt = 'pending';
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (window.__benchPaintedAt = Date.now());
            channel.port2.postMessage(null);
          }
          return false;
        },
        { code: firstCode, listTestId, rowTestId },
        { polling: 'raf', timeout: 10_000 },
      )
    ).jsonValue();
    if (i > 0) timings.push(Math.max(0, shownAt - answeredAt));
  }
  return timings;
}

/** The middle figure of a list of timings (the upper one of the two middles), and the worst. */
export function medianAndWorst(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { median: sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0, worst: sorted.at(-1) ?? 0 };
}
