import { signInQuickly } from './faults';
import { expect, test, type Page } from './fixtures';
import { ROUTES } from './screens';
import { expectAccessible, resetDemoData, type Role } from './support';

// axe on every screen of every role, in each of the three languages: no serious or critical
// violation. Ids are seeded records each role may see (src/mocks/db/seed.ts). Each screen is
// loaded once and checked in the language it opened in, then switched in place to the other two
// with the header's language select, as a user switches (the page re-renders, nothing reloads).

const LANGUAGES = ['az', 'en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];
/** Screens per test: each role's walk is cut in parts the two workers share. */
const SCREENS_PER_TEST = 7;

/** Counts the page's requests under way, so a wait can end once nothing more is coming. */
function watchRequests(page: Page) {
  let pending = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    pending += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  /** Resolves once no request has been under way for 500 ms, as the 'networkidle' load state. */
  return () =>
    expect
      .poll(() => pending <= 0 && Date.now() - lastChange >= 500, { intervals: [100], message: 'network idle' })
      .toBe(true);
}

async function settle(page: Page, networkIdle: () => Promise<void>) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await networkIdle();
  // Skeletons gone: the data is on screen.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const currentLanguage = (page: Page) =>
  page.evaluate(() => document.body.className.match(/\blang-(az|en|ru)\b/)?.[1] as Language);

/** The header's language select (its label is in the language it shows; its options are the codes). */
const languageSelect = (page: Page) =>
  page.locator('select').filter({ has: page.locator('option[value="ru"]') }).filter({ visible: true });

/** axe on the screen at `path` in each language: the one it opens in, then the two others. */
async function checkInEveryLanguage(page: Page, path: string, networkIdle: () => Promise<void>) {
  await page.goto(path);
  await settle(page, networkIdle);
  const first = await currentLanguage(page);
  expect(LANGUAGES, `${path}: the body names its language`).toContain(first);
  for (const language of [first, ...LANGUAGES.filter((l) => l !== first)]) {
    await test.step(`${path} in ${language}`, async () => {
      if (language !== first) {
        await languageSelect(page).selectOption(language);
        await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await settle(page, networkIdle);
      }
      await expectAccessible(page);
    });
  }
}

test.beforeEach(async ({ page }) => resetDemoData(page));

test('visitor pages in az, en and ru', async ({ page }) => {
  test.setTimeout(90_000);
  const networkIdle = watchRequests(page);
  for (const path of ['/login', '/register', '/forgot-password', '/no-such-page'])
    await checkInEveryLanguage(page, path, networkIdle);
});

for (const role of Object.keys(ROUTES) as Role[]) {
  const routes = ROUTES[role];
  for (let start = 0; start < routes.length; start += SCREENS_PER_TEST) {
    const part = routes.slice(start, start + SCREENS_PER_TEST);
    test(`${role} screens ${start + 1}–${start + part.length} in az, en and ru`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await signInQuickly(context, baseURL!, role);
      const networkIdle = watchRequests(page);
      for (const path of part) await checkInEveryLanguage(page, path, networkIdle);
    });
  }
}
