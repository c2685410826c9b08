import { expect, type Page, test } from './fixtures';
import { DEMO_TEST_CARDS } from '@/config/billing';
import { expectAccessible, resetDemoData, signIn, pageAs } from './support';

// The billing journey: a carrier that won bids sees the commission owed, pays with a declined card
// (failed, reason shown, nothing charged), then with the good card and a promo code (the amount
// changes before paying), sees the succeeded transaction and its invoice; an admin refunds the
// payment in /all-billing; the carrier sees it under refunded.

const expiry = () => {
  const next = new Date();
  return `12${String((next.getFullYear() + 2) % 100).padStart(2, '0')}`;
};

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' });
  await dialog.getByLabel('Kart sahibi').fill('Elvin Hasanov');
  await dialog.getByLabel('Kart nömrəsi').pressSequentially(number);
  await dialog.getByLabel('Bitmə tarixi (AA/İİ)').pressSequentially(expiry());
  await dialog.getByLabel('CVV').fill('123');
  return dialog;
}

test.beforeEach(async ({ page }) => resetDemoData(page));

test('commission paid by card with a promo code after a declined card, then refunded by an admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await signIn(page, 'LOGISTIC');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesablaşma' })).toBeVisible();
  const usd = page.locator('[data-testid="balance-card"][data-currency="USD"]');
  const owedBefore = await usd.getByTestId('balance-owed').innerText();
  expect(owedBefore).not.toMatch(/^0[.,]00/);
  await expectAccessible(page);

  // A declined card: the reason, nothing charged, the balance as it was.
  await usd.getByRole('button', { name: 'USD balansını ödə' }).click();
  let dialog = await fillCard(page, DEMO_TEST_CARDS.declined);
  await expect(dialog.getByLabel('Kart nömrəsi')).toHaveValue('4000 0000 0000 0002');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /ödə$/ }).click();
  await expect(dialog.getByTestId('failure-reason')).toHaveText(
    'Kart bankı tərəfindən rədd edildi. Heç bir məbləğ tutulmayıb.',
  );
  await expect(dialog.getByLabel('Kart nömrəsi')).toHaveValue('');
  await expect(dialog.getByLabel('CVV')).toHaveValue('');

  // The promo code lowers the amount before paying; the good card pays it.
  const before = await dialog.getByTestId('amount-now').innerText();
  await dialog.getByRole('textbox', { name: 'Promo kod və ya vauçer' }).fill('CASPIAN2026');
  await dialog.getByRole('button', { name: 'Tətbiq et' }).click();
  await expect(dialog.getByText('CASPIAN2026 tətbiq olundu')).toBeVisible();
  await expect(dialog.getByTestId('amount-before')).toContainText(before);
  const after = await dialog.getByTestId('amount-now').innerText();
  expect(after).not.toBe(before);
  dialog = await fillCard(page, DEMO_TEST_CARDS.succeeds);
  await dialog.getByRole('button', { name: /ödə$/ }).click();
  await expect(dialog.getByTestId('payment-succeeded')).toContainText(after);

  // Neither card is left in the browser's storage or its console.
  const storage = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
  );
  for (const card of [DEMO_TEST_CARDS.declined, DEMO_TEST_CARDS.succeeds]) {
    const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const text of [storage, consoleLines.join('\n')]) {
      expect(text).not.toContain(card);
      expect(text).not.toContain(grouped);
    }
  }
  await dialog.getByRole('link', { name: 'Hesab-fakturaya bax' }).click();
  await expect(page).toHaveURL(/\/billing\/invoices\/\d+$/);
  await expect(page.getByText('CASPIAN2026').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/billing?tab=succeeded');
  const paid = page.getByTestId('transaction-row').filter({ hasText: 'CASPIAN2026' });
  await expect(paid).toHaveCount(1);
  await page.goto('/billing?tab=failed');
  await expect(
    page.getByTestId('transaction-row').filter({ hasText: 'Kart bankı tərəfindən rədd edildi' }).first(),
  ).toBeAttached();

  // The admin finds the payment and refunds it.
  const admin = await pageAs(browser, 'ADMIN');
  await admin.goto('/all-billing?status=succeeded');
  await expect(admin.getByRole('heading', { level: 1, name: 'Bütün hesablaşmalar' })).toBeVisible();
  await expectAccessible(admin);
  const row = admin.getByTestId('transaction-row').filter({ hasText: 'CASPIAN2026' }).first();
  await row.getByRole('button', { name: /Geri qaytar/ }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
  await confirm.getByRole('button', { name: 'Geri qaytar' }).click();
  await expect(confirm).toBeHidden();
  await admin.context().close();

  // The carrier sees it under refunded.
  await page.goto('/billing?tab=refunded');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'CASPIAN2026' })).toHaveCount(1);
});
