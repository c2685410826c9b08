// Moving on stays quick: from a sidebar click to the next screen's heading painted, for screens people
// really move between, each on a freshly loaded page left to settle first (so code fetched on idle or on
// intent counts, as it would for someone who read the page before clicking).

import { armPaintWatch, MAIN_MENU, openSettled, paintedAfterClick } from './bench-interactions-page.mjs';
import { median, row } from './bench-interactions-rows.mjs';

/** The pairs of screens, each with the role that moves between them and the new screen's heading (az). */
export const NAVIGATION_PAIRS = [
  { email: 'importer@demo.az', from: '/', to: '/inquiries', heading: 'Sorğular' },
  { email: 'importer@demo.az', from: '/inquiries', to: '/bids-summary', heading: 'Təkliflərin xülasəsi' },
  { email: 'carrier@demo.az', from: '/inquiry', to: '/billing', heading: 'Hesablaşma' },
  { email: 'admin@demo.az', from: '/all-inquiries', to: '/organizations', heading: 'Təşkilatlar' },
  { email: 'carrier@demo.az', from: '/', to: '/activities', heading: 'Təşkilat fəaliyyətləri' },
];

// A person's pointer rests on a link a moment before pressing it; intent prefetch gets that head start.
const HOVER_BEFORE_CLICK_MS = 100;

async function clickToHeading({ browser, baseUrl, cpuRate }, { email, from, to, heading }) {
  const { context, page } = await openSettled({
    browser,
    baseUrl,
    email,
    path: from,
    cpuRate,
    ready: (p) => p.getByRole(MAIN_MENU.role, { name: MAIN_MENU.name }).locator(`a[href="${to}"]`),
  });
  try {
    // The screen we leave is shown too, so the click is made from a page a person would click on.
    await page.locator('h1').first().waitFor();
    await armPaintWatch(page, { selector: 'h1', text: heading });
    const link = page.getByRole(MAIN_MENU.role, { name: MAIN_MENU.name }).locator(`a[href="${to}"]`);
    await link.hover();
    await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
    await link.click();
    return await paintedAfterClick(page);
  } finally {
    await context.close();
  }
}

/**
 * One row per pair for each of `baseUrls` (builds compared side by side): the median of `repeats`
 * clicks, each on its own fresh page. Repetitions take the builds in turn, so a machine that grows
 * busier mid-run slows both alike. No goal of its own: the caller compares the builds.
 */
export async function measureNavigationAcross({ browser, baseUrls, cpuRate, repeats = 5 }) {
  const rowsByBuild = baseUrls.map(() => []);
  for (const pair of NAVIGATION_PAIRS) {
    const timings = baseUrls.map(() => []);
    for (let i = 0; i < repeats; i++) {
      for (const [b, baseUrl] of baseUrls.entries()) {
        timings[b].push(await clickToHeading({ browser, baseUrl, cpuRate }, pair));
      }
    }
    const role = pair.email.split('@')[0];
    for (const [b, rows] of rowsByBuild.entries()) {
      rows.push(
        row({
          name: `sidebar ${role} ${pair.from} → ${pair.to} heading (${cpuRate}× CPU, median of ${repeats})`,
          value: Math.round(median(timings[b])),
          unit: 'ms',
        }),
      );
    }
  }
  return rowsByBuild;
}
