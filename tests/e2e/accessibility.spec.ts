import { expect, test, type Page } from './fixtures';
import { ROUTES } from './screens';
import { expectAccessible, resetDemoData, signIn } from './support';

// axe on every screen of every role, in each of the three languages: no serious or critical
// violation. Ids are seeded records each role may see (src/mocks/db/seed.ts).

const LANGUAGES = ['az', 'en', 'ru'] as const;

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Skeletons gone: the data is on screen.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => resetDemoData(page));

for (const language of LANGUAGES) {
  test(`visitor pages in ${language}`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    for (const path of ['/login', '/register', '/forgot-password', '/no-such-page']) {
      await page.goto(path);
      await settle(page);
      await expectAccessible(page);
    }
  });

  for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const) {
    test(`${role} screens in ${language}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, role);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      for (const path of ROUTES[role]) {
        await page.goto(path);
        await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
        await settle(page);
        await expectAccessible(page);
      }
    });
  }
}
