import { expect, test, type Locator, type Page } from './fixtures';
import { deliverToBaku, pickUpInIstanbul } from './inquiry-steps';
import { resetDemoData } from './support';

// Each role's main action by keyboard alone, with a visible focus on every control reached:
// the carrier bids, the importer creates an inquiry and accepts a bid, the admin suspends an
// organisation.

/** Presses Tab until the target has the focus; every stop on the way must show where the focus is. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A date field's focus is drawn by the browser on the highlighted day/month/year segment.
      if (el instanceof HTMLInputElement && (el.type === 'date' || el.type === 'datetime-local')) return null;
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

/** Picks an option of a searchable select by typing and Enter, as a keyboard user does. */
async function keyChoose(page: Page, field: Locator, option: string) {
  await tabTo(page, field);
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  // The typed text narrows the list; the first match is the one a keyboard user takes.
  await page.keyboard.press('Enter');
}

test('an importer creates an inquiry by keyboard alone', async ({ page }) => {
  // Six wizard steps typed key by key: on the 2-core CI machine this takes longer than the default 30 s.
  test.setTimeout(90_000);
  await signInByKeyboard(page, 'importer@demo.az');
  await page.goto('/inquiries/new');
  const next = page.getByRole('button', { name: 'Növbəti' });
  await expect(page.getByRole('heading', { level: 2, name: 'Hara göndərilsin' })).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  for (const place of [pickUpInIstanbul(), deliverToBaku()]) {
    await expect(page.getByRole('heading', { level: 2, name: place.heading })).toBeVisible();
    await keyChoose(page, page.getByLabel('Ölkə', { exact: true }), place.country);
    await keyChoose(page, page.getByLabel('Şəhər', { exact: true }), place.city);
    await tabTo(page, page.getByLabel('Ünvan və ya poçt indeksi', { exact: true }));
    await page.keyboard.type(place.address);
    await tabTo(page, page.getByLabel(place.dateLabel, { exact: true }));
    const dateField = page.getByLabel(place.dateLabel, { exact: true });
    // Chromium lays a date field out in its own UI locale (month/day/year here), not the page's.
    const [y, m, d] = place.date.split('-');
    await page.keyboard.type(`${m}${d}${y}`);
    await expect(dateField).toHaveValue(place.date);
    await keyChoose(page, page.getByLabel('Məkanın növü', { exact: true }), place.type);
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Nəqliyyat növü' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: /Avtomobil/ }));
  await page.keyboard.press('Space');
  await keyChoose(page, page.getByLabel('Yük maşınının növü', { exact: true }), 'Tentli 96 m³');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Yük' })).toBeVisible();
  await keyChoose(page, page.getByLabel('Yükün növü', { exact: true }), 'Mebel və aksesuarlar');
  await keyChoose(page, page.getByLabel('Yükün hazırlığı', { exact: true }), 'Hazırdır');
  await tabTo(page, page.getByLabel('Yükün təsviri', { exact: true }));
  await page.keyboard.type('Klaviatura ilə göndərilən mebel');
  await keyChoose(page, page.getByLabel('Incoterms (çatdırılma şərtləri)', { exact: true }), 'FCA');
  const row = page.getByRole('group', { name: 'Sətir 1' });
  await keyChoose(page, row.getByLabel('Qablaşdırma növü'), 'Paletlər');
  await keyChoose(page, row.getByLabel('Palet növü'), 'EUR1');
  for (const [label, value] of [
    ['Çəki (kq, bir ədəd)', '320'],
    ['Uzunluq (sm)', '120'],
    ['En (sm)', '80'],
    ['Hündürlük (sm)', '150'],
    ['Miqdar', '6'],
  ] as const) {
    await tabTo(page, row.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Sənədlər və qeydlər' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Önizləmə' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorğuya önizləmə' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Göndər' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details\/\d+$/);
  await expect(page.getByText('Klaviatura ilə göndərilən mebel').first()).toBeVisible();
});
