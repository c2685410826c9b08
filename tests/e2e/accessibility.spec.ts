import { signInQuickly } from './faults';
import { expect, test, type Page } from './fixtures';
import { ROUTES } from './screens';
import { expectAccessible, networkIdle, openScreen, resetDemoData, watchNetwork, type Role } from './support';

// axe on every screen of every role, in each of the three languages: no serious or critical
// violation. Ids are seeded records each role may see (src/mocks/db/seed.ts). Each screen is
// loaded once and checked in the language it opened in, then switched in place to the other two
// with the header's language select, as a user switches (the page re-renders, nothing reloads);
// the not-found page has no select, and is opened again with the language stored instead.

const LANGUAGES = ['az', 'en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];
/** Screens per test: each role's walk is cut in parts the two workers share. */
const SCREENS_PER_TEST = 7;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await networkIdle(page);
  // Skeletons gone: the data is on screen.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const currentLanguage = (page: Page) =>
  page.evaluate(() => document.body.className.match(/\blang-(az|en|ru)\b/)?.[1] as Language);

/** The header's language select (its label is in the language it shows; its options are the codes). */
const languageSelect = (page: Page) =>
  page
    .locator('select')
    .filter({ has: page.locator('option[value="ru"]') })
    .filter({ visible: true });

/** axe on the screen at `path` in each language: the one it opens in, then the two others. */
async function checkInEveryLanguage(page: Page, path: string) {
  await openScreen(page, path);
  await settle(page);
  const first = await currentLanguage(page);
  expect(LANGUAGES, `${path}: the body names its language`).toContain(first);
  for (const language of [first, ...LANGUAGES.filter((l) => l !== first)]) {
    await test.step(`${path} in ${language}`, async () => {
      if (language !== first) {
        const select = languageSelect(page);
        // A page without the select (the not-found page) follows the stored choice, as on a new visit.
        if ((await select.count()) > 0) await select.selectOption(language);
        else {
          await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
          await page.reload();
        }
        await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await settle(page);
      }
      await expectAccessible(page);
    });
  }
}

test.beforeEach(async ({ page }) => {
  watchNetwork(page);
  await resetDemoData(page);
});

test('visitor pages in az, en and ru', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/login', '/register', '/forgot-password', '/no-such-page'])
    await checkInEveryLanguage(page, path);
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
      for (const path of part) await checkInEveryLanguage(page, path);
    });
  }
}
