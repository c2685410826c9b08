import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { E2E_DIST } from '@tests/e2e-ports';
import { signInQuickly } from './faults';
import { ACCOUNTS, expectAccessible } from './support';

// Nothing breaks the whole app. A screen whose code does not arrive (offline, or a tab
// older than the deploy) is explained in place inside the shell, after at most one automatic
// reload, and the menu keeps working; offline is told apart, with a banner while it lasts.

/**
 * The built file of a lazy screen, read from the build's manifest by its source (a dynamic import's
 * entry is keyed so): names carry a content hash.
 */
function screenChunkFile(source: string): string {
  const manifest = JSON.parse(readFileSync(join(E2E_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`No chunk for '${source}' in the build's manifest`);
  return chunk.file;
}

/** The profile screen's own file. Read when a test runs: the build exists by then. */
const profileChunk = () => screenChunkFile('src/app/routes/profile/profile.tsx');

/** Counts the documents the tab loads: the first visit, then each full reload. */
function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Əsas menyu' });
const greeting = (page: Page) =>
  page.getByRole('heading', { level: 1, name: `Xoş gəldiniz, ${ACCOUNTS.IMPORTER.name}` });
const screenError = (page: Page) => page.getByRole('main').getByRole('alert');

/** Opens the profile from the menu; the first failure's one reload may land the tab on either page. */
async function openProfileFromMenu(page: Page) {
  await menu(page).getByRole('link', { name: 'Tənzimləmələr' }).click();
}

test.beforeEach(async ({ context, baseURL }) => signInQuickly(context, baseURL!, 'IMPORTER'));

test('a screen whose chunk cannot be fetched: one reload, then "offline — retry" in place; the menu works', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  await page.route(`**/${profileChunk()}`, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(greeting(page)).toBeVisible();
  expect(loads()).toBe(1);

  // The first failure is taken for a deploy: the page reloads once, and remembers it did.
  await openProfileFromMenu(page);
  await expect.poll(loads).toBe(2);
  await expect(menu(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);

  // The same failure again is explained where the screen would be, with no second reload.
  await openProfileFromMenu(page);
  const alert = screenError(page);
  await expect(alert.getByRole('heading', { name: 'İnternet bağlantısı yoxdur' })).toBeVisible();
  await expect(alert).toContainText('Bu səhifə bağlantı olmadan yüklənə bilmədi');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByTestId('user-name')).toHaveText(ACCOUNTS.IMPORTER.name);
  await expectAccessible(page);
  expect(loads()).toBe(2);

  // The rest of the app goes on: the menu leads home and back.
  await menu(page).getByRole('link', { name: 'Ana səhifə' }).click();
  await expect(greeting(page)).toBeVisible();
  await openProfileFromMenu(page);
  await expect(screenError(page)).toBeVisible();

  // Once the file can be fetched, trying again brings the screen in place, without a reload.
  await page.unroute(`**/${profileChunk()}`);
  await screenError(page).getByRole('button', { name: 'Yenidən cəhd et' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(screenError(page)).toHaveCount(0);
  expect(loads()).toBe(2);
});

test('a chunk gone after a deploy (404): one reload, then "a new version — reload" in place', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  await page.route(`**/${profileChunk()}`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/');
  await expect(greeting(page)).toBeVisible();

  await openProfileFromMenu(page);
  await expect.poll(loads).toBe(2);
  await openProfileFromMenu(page);
  const alert = screenError(page);
  await expect(alert.getByRole('heading', { name: 'Yeni versiya mövcuddur' })).toBeVisible();
  await expectAccessible(page);
  expect(loads()).toBe(2);

  // Here only a reload helps, and the user asks for it.
  await alert.getByRole('button', { name: 'Səhifəni yenilə' }).click();
  await expect.poll(loads).toBe(3);
  await expect(menu(page)).toBeVisible();
});

test('offline: a banner while it lasts, the screen not yet loaded says so, and both clear once back', async ({
  page,
  context,
}) => {
  const loads = countDocumentLoads(page);
  await page.goto('/');
  await expect(greeting(page)).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'İnternet bağlantısı yoxdur' });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('bağlantı bərpa olunana qədər heç nə göndərilə bilməz');

  // A screen whose code has not come yet cannot come now: said in place; no reload is tried offline.
  await menu(page).getByRole('link', { name: 'Sorğular' }).click();
  const alert = screenError(page);
  await expect(alert.getByRole('heading', { name: 'İnternet bağlantısı yoxdur' })).toBeVisible();
  const retry = alert.getByRole('button', { name: 'Yenidən cəhd et' });
  await expect(retry).toBeDisabled();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(retry).toBeEnabled();
  // Just after the connection is back a fetch may still fail: then it says so again, and the user retries.
  const heading = page.getByRole('heading', { level: 1, name: 'Sorğular' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 });
    await expect(heading).toBeVisible({ timeout: 5_000 });
  }).toPass();
  expect(loads()).toBe(1);
});

test('offline on a visitor page: the banner shows and goes', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Daxil ol' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'İnternet bağlantısı yoxdur' });
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
