import { expect, test, type Page } from './fixtures';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../src/lib/chunk-errors';
import { signInQuickly } from './faults';
import { ROUTES } from './screens';
import { navigateInApp, type Role } from './support';

// Issue 14, 'Must show' 6 and 7, on every screen of every role: reached from the menu's page
// (client-side, as a user clicks), a screen whose code cannot be fetched, and a screen opened
// while the browser is offline, never blank the app. The shell and its menu stay; what failed is
// said in place (a chunk notice, the screen's own error or its wait), and offline has its banner.

const ROOT_ERROR = 'Unexpected Application Error';
const OFFLINE_BANNER = /İnternet bağlantısı yoxdur\. Gördüyünüz məlumat köhnə ola bilər/;

async function expectShellHolds(page: Page, screen: string) {
  await expect(page.getByRole('navigation', { name: 'Əsas menyu' }), `${screen}: menu`).toBeVisible();
  await expect(page.getByText(ROOT_ERROR), `${screen}: no root error`).toHaveCount(0);
  // Something is said in the content area: a heading of the screen or of the notice.
  await expect(page.getByRole('main').getByRole('heading').first(), `${screen}: content`).toBeVisible();
}

for (const role of Object.keys(ROUTES) as Role[]) {
  test(`${role}: a screen whose code does not arrive is explained inside the shell`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A budget per screen walked, so the walk's limit grows with the role's screens (tests/e2e/screens.ts).
    test.setTimeout(ROUTES[role].length * 20_000);
    await signInQuickly(context, baseURL!, role);
    for (const screen of ROUTES[role]) {
      await test.step(screen, async () => {
        await page.unrouteAll();
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The one automatic reload is spent already: the failure must then show in place.
        await page.evaluate(
          (key) => sessionStorage.setItem(key, String(Date.now())),
          CHUNK_RELOAD_STORAGE_KEY,
        );
        // From here on, no script file arrives that the page does not already have.
        await page.route('**/assets/*.js', (route) => route.abort('failed'));
        await navigateInApp(page, screen);
        await expectShellHolds(page, screen);
      });
    }
  });

  test(`${role}: a screen opened offline keeps the shell, with the offline banner`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A budget per screen walked, so the walk's limit grows with the role's screens (tests/e2e/screens.ts).
    test.setTimeout(ROUTES[role].length * 20_000);
    await signInQuickly(context, baseURL!, role);
    for (const screen of ROUTES[role]) {
      await test.step(screen, async () => {
        await context.setOffline(false);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.evaluate(
          (key) => sessionStorage.setItem(key, String(Date.now())),
          CHUNK_RELOAD_STORAGE_KEY,
        );
        await context.setOffline(true);
        await navigateInApp(page, screen);
        await expect(page.getByText(OFFLINE_BANNER), `${screen}: banner`).toBeVisible();
        await expectShellHolds(page, screen);
      });
    }
    await context.setOffline(false);
  });
}
