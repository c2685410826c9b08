import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@/config/enums';
import { LANGUAGE_STORAGE_KEY } from '@/config/limits';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSidewaysScroll, expectWithinWidth } from './layout-measures';
import { MAIN_SCREENS, ROUTES } from './screens';
import { ACCOUNTS, openScreen, PASSWORD, watchNetwork, type Role } from './support';

// The in-browser demo as `npm start` serves it (project `demo-phone`: the demo build, MSW in the page,
// the demo's own controls in the top bar), on phones 360 and 390px wide, in every language, for
// every role: no screen scrolls sideways, and the top bar's controls (the main menu, the demo menu,
// the bell) are wholly on screen. The production build's phone checks (phone-layout.spec.ts) have no
// demo controls; with them the bar once reached 51px past a 360px phone. One page load a test: the
// screens are walked in place.

const WIDTHS = [360, 390] as const;
const ROLES = Object.keys(ROUTES) as Role[];

/** The words the checks look for, in each language, from the app's own translations. */
const words = (language: Language) => {
  const read = (area: string) =>
    JSON.parse(readFileSync(`locales/${language}/${area}.json`, 'utf8')) as unknown;
  const common = read('common') as { demo: { menu: string; badge: string; reset: string } };
  const nav = read('nav') as { openMenu: string };
  return { ...common.demo, openMenu: nav.openMenu };
};

/** Signs in through the demo's form, whatever language it speaks (the fields by their type). */
async function signInOnDemo(page: Page, role: Role) {
  await page.goto('/login');
  // The sign-in page itself, its demo accounts' rows included, fits too.
  await expect(page.getByRole('button', { name: new RegExp(ACCOUNTS[role].email) })).toBeVisible();
  await expectNoSidewaysScroll(page, '/login');
  await page.locator('input[type=email]').fill(ACCOUNTS[role].email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('input[type=password]').press('Enter');
  // The signed-in shell's main region (the sign-in page's has no id).
  await expect(page.locator('main#main')).toBeVisible();
}

/**
 * The top bar's controls are there and wholly on screen (the page scrolled back to its top, where the
 * bar is). Soft: a missing control is said, and the others are measured all the same.
 */
async function expectTopBarInView(page: Page, controls: Array<[Locator, string]>, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [control, what] of controls) {
    await expect.soft(control, `${where}: ${what} is shown`).toBeVisible();
    if (await control.isVisible()) await expectWithinWidth(page, control, `${where}: ${what}`);
  }
}

/**
 * The demo menu opens within the screen, closes with Escape and gives the focus back; a reset asked
 * for from it and refused leaves the focus on the menu's item.
 */
async function checkDemoMenu(page: Page, menu: Locator, text: ReturnType<typeof words>) {
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await expect(panel).toContainText(text.badge);
  await expectWithinWidth(page, panel, 'the open demo menu');
  await expectNoSidewaysScroll(page, 'the open demo menu');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.press('Enter');
  const reset = panel.getByRole('button', { name: text.reset, exact: true });
  await reset.click();
  const asking = page.getByRole('alertdialog');
  await expect(asking).toBeVisible();
  await asking.getByRole('button').first().focus();
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  await expect(reset).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 844 }, screen: { width, height: 844 } });

    for (const role of ROLES) {
      for (const language of LANGUAGES) {
        test(`${role} in ${language}: the demo's top bar fits and no main screen scrolls sideways`, async ({
          page,
        }) => {
          const screens = MAIN_SCREENS[role];
          expect(ROUTES[role], 'the main screens are screens of the role').toEqual(
            expect.arrayContaining(screens),
          );
          test.setTimeout(screens.length * 15_000);
          const text = words(language);
          await page.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
            LANGUAGE_STORAGE_KEY,
            language,
          ] as const);
          watchNetwork(page);
          await signInOnDemo(page, role);

          // The top bar: a screen's own sections may have headers too.
          const header = page.locator('header:not(main header)');
          const menu = header.getByRole('button', { name: text.menu, exact: true });
          const controls: Array<[Locator, string]> = [
            [header.getByRole('button', { name: text.openMenu, exact: true }), 'the main menu button'],
            [menu, 'the demo menu button'],
            [header.getByRole('combobox'), 'the language'],
          ];
          // The admin has no bell (features/notifications/components/notification-bell.tsx).
          if (role !== 'ADMIN') controls.push([header.getByTestId('notification-bell'), 'the bell']);

          for (const [index, screen] of screens.entries()) {
            await test.step(screen, async () => {
              // The landing screen is where signing in leads: measured where it stands.
              if (index > 0) await openScreen(page, screen);
              await expect(page.locator('main h1, main [role=alert]').first()).toBeVisible();
              const where = `${screen} (${language}, ${width}px)`;
              await expectNoSidewaysScroll(page, where);
              await expectTopBarInView(page, controls, where);
              if (index === 0 && (await menu.isVisible())) await checkDemoMenu(page, menu, text);
            });
          }
        });
      }
    }
  });
}

test('a full load of a signed-in screen asks the demo backend only once it listens', async ({ page }) => {
  watchNetwork(page);
  await signInOnDemo(page, 'IMPORTER');
  // What the page server answered for the API (its index.html) and what the app said of it.
  const metTheServer: string[] = [];
  const unreadable: string[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (new URL(response.url()).pathname.startsWith('/api/') && type.includes('text/html'))
      metTheServer.push(response.url());
  });
  page.on('console', (message) => {
    if (message.text().startsWith('Unexpected response')) unreadable.push(message.text());
  });
  // The inquiry list's loader asks for its first page as the page loads.
  await openScreen(page, '/inquiries', { afresh: true });
  await expect(page.locator('main#main h1')).toBeVisible();
  expect(metTheServer).toEqual([]);
  expect(unreadable).toEqual([]);
});
