import { expect, test, type Page } from './fixtures';
import { ROUTES } from './screens';
import { walkEveryScreen } from './screen-walk';
import { expectAccessible, networkIdle, openBidForm, resetDemoData, watchNetwork } from './support';

// In real Chromium: the production build against a backend that answers
// 404 for every endpoint of our own optional features (server/demo-api-server.ts --designed-off).
// Every spec screen of every role still works; the designed screens say 'not available on this
// server' inside the shell, and their menu items are gone once the server has said so.

/** Screens that stand on a designed feature (config/server-features.ts, docs/api.md). */
const DESIGNED_SCREENS = [
  /^\/email\//,
  /^\/statistics$/,
  /^\/importer-routes$/,
  /^\/route-offers$/,
  /^\/activities$/,
  /^\/users$/,
  /^\/billing/,
  /^\/all-billing$/,
  /^\/promo-codes$/,
  /^\/profile(\/|$)/,
  /^\/organization-details$/,
  /^\/bids$/,
];
const isDesigned = (screen: string) => DESIGNED_SCREENS.some((pattern) => pattern.test(screen));
/** A spec screen whose bid panel stands partly on designed endpoints: the carrier must still bid there. */
const BID_SCREEN = '/inquiry/inquiry-details/102';

const UNAVAILABLE = 'Bu serverdə mövcud deyil';
/** Menu labels of the designed features (locales/az/nav.json). */
const DESIGNED_MENU = [
  'E-poçt',
  'Statistika',
  'Marşrutlar',
  'Marşrut təklifləri',
  'Təşkilat fəaliyyətləri',
  'Hesablaşma',
  'Promo kodlar',
  'Tənzimləmələr',
  'Daşıyıcı profili',
  'Təkliflər',
];

/**
 * The carrier bids on an inquiry through the spec's POST /api/bids/create, with neither its bids on
 * the inquiry (GET /api/bids/mine) nor its profile (GET /logistic/profile) on the server.
 */
async function placeBidWithoutBidList(page: Page) {
  const panel = page.getByRole('region', { name: 'Təklifləriniz' });
  await expect(panel.getByText(/Bu server əvvəlki təkliflərinizi göstərmir/)).toBeVisible();
  await expect(panel.getByTestId('my-bid')).toHaveCount(0);
  const dialog = await openBidForm(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Təklifin məbləği').fill('1450,25');
  await dialog.getByLabel('Qeydlər').fill('Tranzit 14 gün');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/bids/create') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Təklifi göndər' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    inquiryId: 102,
    value: 1450.25,
    currency: 'USD',
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Təklifiniz göndərildi')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function settle(page: Page, screen: string) {
  await page.goto(screen);
  await networkIdle(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test.beforeEach(({ page }) => {
  watchNetwork(page);
});

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Əsas menyu' });

walkEveryScreen(
  'every spec screen works without the designed endpoints',
  async (screen, { page }) => {
    await settle(page, screen);
    await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible();
    await expect(page.getByRole('alert'), `${screen} shows no error`).toHaveCount(0);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(mainMenu(page)).toBeVisible();
    if (screen === BID_SCREEN) await placeBidWithoutBidList(page);
  },
  {
    screens: (role) => ROUTES[role].filter((s) => !isDesigned(s)),
    // The carrier's bid below counts towards its 3 on the inquiry: start from the seed every run.
    before: ({ page }) => resetDemoData(page),
    after: ({ role }) => {
      if (role === 'LOGISTIC') expect(ROUTES[role], 'the carrier bids on this screen').toContain(BID_SCREEN);
      return Promise.resolve();
    },
  },
);

walkEveryScreen(
  'designed screens say they are not available, inside the shell',
  async (screen, { page }) => {
    await settle(page, screen);
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE }), screen).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
  },
  {
    screens: (role) => ROUTES[role].filter(isDesigned),
    after: async ({ page }) => {
      const menu = mainMenu(page);
      // What the server lacks is gone from the menu; the rest is there and leads somewhere.
      for (const label of DESIGNED_MENU)
        await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      await expectAccessible(page);
      await menu.getByRole('link', { name: 'Ana səhifə' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Xoş gəldiniz/ })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
  },
);
