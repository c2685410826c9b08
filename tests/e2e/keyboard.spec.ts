import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetDemoData } from './support';

// Each role's main action by keyboard alone, with a visible focus on every control reached:
// the carrier bids, the importer accepts a bid, the admin suspends an organisation.

/** Presses Tab until the target has the focus; every stop on the way must show where the focus is. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A date field's focus is drawn by the browser on the highlighted day/month/year segment.
      if (el instanceof HTMLInputElement && el.type === 'date') return null;
      // The ring may sit on the control around an input (select, phone): look a few levels up.
      const shows = (node: HTMLElement) => {
        const style = getComputedStyle(node);
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outlined || style.boxShadow !== 'none';
      };
      for (let node: HTMLElement | null = el, up = 0; node && up < 4; node = node.parentElement, up += 1)
        if (shows(node)) return null;
      return el.outerHTML.slice(0, 200);
    });
    expect(hidden, 'the focused control shows its focus').toBeNull();
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-poçt', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Şifrə', { exact: true }));
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Xoş gəldiniz/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => resetDemoData(page));

test('a carrier bids by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'carrier@demo.az');
  await page.goto('/inquiry/inquiry-details/102');
  await tabTo(page, page.getByRole('button', { name: 'Təklif ver' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Yeni təklif' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Təklifin məbləği'));
  await page.keyboard.type('1999');
  // Enter in a field sends the form, as in any form.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByTestId('my-bid')
      .filter({ hasText: /1[,.\s ]?999/ })
      .first(),
  ).toBeVisible();
});

test('an importer accepts a bid by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'importer@demo.az');
  await page.goto('/all-bids/102');
  await tabTo(page, page.getByRole('button', { name: 'Təklifi cavabla' }).first());
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
  await expect(details).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: 'Təsdiqlə' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Təsdiqlə' });
  await tabTo(page, confirm.getByRole('button', { name: 'Bəli' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Təklif qəbul edildi').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an admin suspends an organisation by keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, 'admin@demo.az');
  await page.goto('/organizations/update-organization/5');
  await expect(page.getByText('Silk Way Cargo').first()).toBeVisible();
  await tabTo(page, page.getByLabel('Səbəb'));
  await page.keyboard.type('Sənədlər yoxlanılır');
  await tabTo(page, page.getByRole('button', { name: 'Müvəqqəti dayandır' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await tabTo(page, confirm.getByRole('button', { name: 'Bəli' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Təşkilat müvəqqəti dayandırıldı').first()).toBeVisible();
});
