import { expect, type Page } from './fixtures';
import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/chunk-reload';
import { walkEveryScreen } from './screen-walk';
import { navigateInApp } from './support';

// On every screen of every role: reached from the menu's page
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

/** From home, with the one automatic reload after a failed chunk already spent. */
async function fromHomeWithReloadSpent(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The failure must then show in place rather than reload the page.
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), CHUNK_RELOAD_STORAGE_KEY);
}

walkEveryScreen(
  'a screen whose code does not arrive is explained inside the shell',
  async (screen, { page }) => {
    await page.unrouteAll();
    await fromHomeWithReloadSpent(page);
    // From here on, no script file arrives that the page does not already have.
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await navigateInApp(page, screen);
    await expectShellHolds(page, screen);
  },
);

walkEveryScreen(
  'a screen opened offline keeps the shell, with the offline banner',
  async (screen, { page, context }) => {
    await context.setOffline(false);
    await fromHomeWithReloadSpent(page);
    await context.setOffline(true);
    await navigateInApp(page, screen);
    await expect(page.getByText(OFFLINE_BANNER), `${screen}: banner`).toBeVisible();
    await expectShellHolds(page, screen);
  },
  { after: ({ context }) => context.setOffline(false) },
);
