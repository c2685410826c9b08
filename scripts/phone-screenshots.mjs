// Screenshots of each role's home and main journey on a 390×844 phone, for docs/screens/.
// It builds nothing: give it the address of a running demo server (the production build
// served by server/demo-api-server.ts). It only opens forms and dialogs and cancels them, so the
// demo data is left as it was (a draft inquiry is never saved: the wizard saves from step 2 on).
//
//   node scripts/phone-screenshots.mjs http://localhost:4318 [--out docs/screens] [--reset]
//
// The screens show the seeded data (a carrier with commission owed, bids waiting on inquiry 102):
// --reset first restores the demo server's seed (POST /api/demo/reset) after earlier clicking around.
//
// Each saved screen is printed with the page's scrollWidth and any open dialog's width, so a
// screen that scrolls sideways shows up here as well as in the picture.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const baseURL = args.find((a) => /^https?:\/\//.test(a));
const outFlag = args.indexOf('--out');
const outDir = outFlag >= 0 ? args[outFlag + 1] : 'docs/screens';
if (!baseURL) {
  console.error('usage: node scripts/phone-screenshots.mjs <base URL of a running demo server> [--out dir]');
  process.exit(2);
}

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Demo1234!';
const ACCOUNTS = {
  importer: { email: 'importer@demo.az', name: 'Leyla Məmmədova' },
  carrier: { email: 'carrier@demo.az', name: 'Elvin Həsənov' },
  admin: { email: 'admin@demo.az', name: 'Tural İsmayılov' },
};

/** Waits until the page has drawn its answer: a level-1 heading, no request in flight, no spinner. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
}

/** Saves the viewport as <role>-<name>-390.png and prints how wide the page and any dialog are. */
async function shoot(page, role, name) {
  await page.waitForLoadState('networkidle');
  const file = path.join(outDir, `${role}-${name}-${PHONE.width}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    dialogs: [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].map((d) => {
      const box = d.getBoundingClientRect();
      return `${Math.round(box.left)}–${Math.round(box.right)} (content ${d.scrollWidth})`;
    }),
  }));
  const wide = widths.page > PHONE.width ? '  ← scrolls sideways' : '';
  console.log(
    `${file}  page ${widths.page}px${widths.dialogs.length ? `  dialog ${widths.dialogs.join(', ')}` : ''}${wide}`,
  );
}

async function signIn(page, account) {
  await page.goto('/login');
  await page.getByLabel('E-poçt', { exact: true }).fill(account.email);
  await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await page.getByRole('heading', { level: 1, name: `Xoş gəldiniz, ${account.name}` }).waitFor();
  await settle(page);
}

const JOURNEYS = {
  async importer(page) {
    await shoot(page, 'importer', 'home');
    await page.goto('/inquiries/new');
    await page.getByRole('heading', { level: 2, name: 'Hara göndərilsin' }).waitFor();
    await page.getByRole('button', { name: 'Növbəti' }).click();
    await page.getByRole('heading', { level: 2, name: 'Götürülmə ünvanı' }).waitFor();
    await shoot(page, 'importer', 'new-inquiry');
    await page.goto('/all-bids/102');
    await settle(page);
    await shoot(page, 'importer', 'all-bids');
    await page.getByRole('button', { name: 'Təklifi cavabla' }).first().click();
    await page.getByRole('dialog', { name: 'Təfərrüatlar' }).waitFor();
    await shoot(page, 'importer', 'bid-details');
    await page.keyboard.press('Escape');
  },

  async carrier(page) {
    await shoot(page, 'carrier', 'home');
    await page.goto('/inquiry');
    await settle(page);
    await shoot(page, 'carrier', 'inquiries');
    await page.goto('/inquiry/inquiry-details/102');
    await settle(page);
    await page.getByRole('button', { name: 'Təklif ver' }).first().click();
    const form = page.getByRole('dialog', { name: 'Yeni təklif' });
    await form.waitFor();
    await form.getByLabel('Təklifin məbləği').fill('1.850');
    await shoot(page, 'carrier', 'bid-form');
    await form.getByRole('button', { name: 'Ləğv et' }).click();
    await page.goto('/billing');
    await settle(page);
    await shoot(page, 'carrier', 'billing');
    await page.getByRole('button', { name: 'USD balansını ödə' }).click();
    await page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' }).waitFor();
    await shoot(page, 'carrier', 'payment');
    await page.keyboard.press('Escape');
  },

  async admin(page) {
    await shoot(page, 'admin', 'home');
    await page.goto('/organizations');
    await settle(page);
    await shoot(page, 'admin', 'organizations');
    await page.goto('/organizations/update-organization/4');
    await settle(page);
    await page.getByLabel('Səbəb').fill('Komissiya ödənilməyib');
    await page.getByRole('button', { name: 'Müvəqqəti dayandır' }).click();
    const suspend = page.getByRole('alertdialog');
    await suspend.waitFor();
    await shoot(page, 'admin', 'suspend');
    await suspend.getByRole('button', { name: 'Xeyir' }).click();
    await page.goto('/all-billing?status=succeeded');
    await settle(page);
    // The payments come after the carriers' balances: show the first one, with its refund action.
    await page.getByTestId('transaction-row').first().scrollIntoViewIfNeeded();
    await shoot(page, 'admin', 'billing');
    await page
      .getByTestId('transaction-row')
      .getByRole('button', { name: /Geri qaytar/ })
      .first()
      .click();
    const refund = page.getByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
    await refund.waitFor();
    await shoot(page, 'admin', 'refund');
    await refund.getByRole('button', { name: 'İmtina et' }).click();
  },
};

mkdirSync(outDir, { recursive: true });
if (args.includes('--reset')) {
  const reset = await fetch(new URL('/api/demo/reset', baseURL), { method: 'POST' });
  if (!reset.ok) throw new Error(`demo reset answered ${reset.status}`);
}
// Debian's Chromium, as the browser tests start it (tests/chromium-launch.ts).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  for (const [role, journey] of Object.entries(JOURNEYS)) {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'az-AZ',
    });
    const page = await context.newPage();
    try {
      await signIn(page, ACCOUNTS[role]);
      await journey(page);
    } catch (error) {
      failed = true;
      console.error(
        `${role}: stopped at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
