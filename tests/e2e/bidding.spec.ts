import { expect, type Page, test } from './fixtures';
import { postInquiry } from './inquiry-steps';
import { expectAccessible, OTHER_ACCOUNTS, resetDemoData, signIn, pageAs } from './support';

// The bidding journey across roles: an importer posts an inquiry; a carrier without a profile is sent
// to complete it, then bids, updates three times (the fourth is refused), and a fourth bid is
// refused; a second carrier bids; the importer accepts through the confirmation; both carriers see
// confirmed and lost; the winner moves the shipment through its steps and the importer confirms it.

async function placeBid(page: Page, value: string, notes: string) {
  await page.getByRole('button', { name: 'Təklif ver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni təklif' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Təklifin məbləği').fill(value);
  await dialog.getByLabel('Qeydlər').fill(notes);
  await dialog.getByRole('button', { name: 'Təklifi göndər' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('my-bid').filter({ hasText: notes })).toBeVisible();
}

async function updateBid(page: Page, value: string) {
  await page
    .getByTestId('my-bid')
    .first()
    .getByRole('button', { name: /Yenilə/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Təklifi yenilə' });
  await dialog.getByLabel('Təklifin məbləği').fill(value);
  await dialog.getByRole('button', { name: 'Dəyişiklikləri yadda saxla' }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => resetDemoData(page));

test('a bid from placing to a delivered shipment, across importer and two carriers', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // The importer posts an inquiry.
  await signIn(page, 'IMPORTER');
  const id = await postInquiry(page, 'Ofis stulları, 6 palet');

  // Silk Way Cargo has no carrier profile: bidding sends it to complete its registration first.
  const silkWay = await pageAs(browser, OTHER_ACCOUNTS.silkWayCarrier);
  await silkWay.goto(`/inquiry/inquiry-details/${id}`);
  await expect(silkWay.getByText('Ofis stulları, 6 palet').first()).toBeVisible();
  await expectAccessible(silkWay);
  await silkWay.getByRole('button', { name: 'Təklif ver' }).click();
  await expect(
    silkWay.getByText('Sorğulara təklif vermək üçün əlavə məlumatlar doldurulmalıdır.').first(),
  ).toBeVisible();
  await expect(silkWay).toHaveURL(/\/organization-details\?redirect=/);
  await expect(silkWay.getByRole('heading', { level: 1, name: 'Qeydiyyatı tamamlayın' })).toBeVisible();
  await expectAccessible(silkWay);
  await silkWay.getByLabel('Agentliyin adı').fill('Silk Way Cargo');
  await silkWay.getByLabel('Agentlik üzvlüyü').fill('FIATA');
  await silkWay.getByLabel('Sertifikatlar').fill('IATA, ISO 9001');
  await silkWay.getByRole('group', { name: 'Öz yük maşınlarınız var?' }).getByLabel('Bəli').check();
  await silkWay.getByLabel('Yük maşınlarının sayı').fill('12');
  await silkWay.getByRole('group', { name: 'Sığorta növləri' }).getByLabel('Yük sığortası').check();
  await silkWay
    .getByRole('group', { name: 'İxtisaslaşdığınız nəqliyyat növləri' })
    .getByLabel('Avtomobil')
    .check();
  await silkWay.getByRole('group', { name: 'Rahat rayonlar' }).getByLabel('MDB').check();
  await silkWay.getByRole('button', { name: 'Yadda saxla' }).click();

  // Back on the inquiry, the bid it was making is open.
  await expect(silkWay).toHaveURL(new RegExp(`/inquiry/inquiry-details/${id}$`));
  const form = silkWay.getByRole('dialog', { name: 'Yeni təklif' });
  await expect(form).toBeVisible();
  await form.getByLabel('Təklifin məbləği').fill('0');
  await form.getByRole('button', { name: 'Təklifi göndər' }).click();
  await expect(form.getByText('Məbləğ sıfırdan böyük olmalıdır').first()).toBeAttached();
  await form.getByLabel('Təklifin məbləği').fill('2400');
  await form.getByLabel('Qeydlər').fill('Birbaşa reys, 9 gün');
  await expectAccessible(silkWay);
  await form.getByRole('button', { name: 'Təklifi göndər' }).click();
  await expect(form).toBeHidden();
  await expect(silkWay.getByText('Qalan yeniləmələr: 3 / 3')).toBeVisible();

  // Three updates, then the fourth is refused with the spec's message.
  for (const value of ['2350', '2300', '2250']) await updateBid(silkWay, value);
  await expect(silkWay.getByText('Qalan yeniləmələr: 0 / 3')).toBeVisible();
  // Spent, the button says so (aria-disabled) but stays pressable to tell why; Playwright waits for an
  // aria-disabled button to be enabled, so the press is forced, as a user's tap is not held back.
  const spent = silkWay
    .getByTestId('my-bid')
    .first()
    .getByRole('button', { name: /Yenilə/ });
  await expect(spent).toHaveAttribute('aria-disabled', 'true');
  await spent.click({ force: true });
  await expect(
    silkWay.getByRole('alert').filter({ hasText: 'Təklifi 3 dəfədən çox yeniləyə bilməzsiniz' }),
  ).toBeVisible();

  // Two more bids make three; a fourth is refused likewise.
  await placeBid(silkWay, '2500', 'Alternativ: dəmir yolu ilə');
  await placeBid(silkWay, '2600', 'Ekspress, 7 gün');
  await expect(silkWay.getByText('Hər sorğu üçün maksimum 3 təklif verə bilərsiniz.')).toBeVisible();
  await expect(silkWay.getByRole('button', { name: 'Təklif ver' })).toHaveCount(0);

  // A second carrier bids.
  const xezer = await pageAs(browser, 'LOGISTIC');
  await xezer.goto(`/inquiry/inquiry-details/${id}`);
  await placeBid(xezer, '2100', 'Tentli TIR, GPS izləmə');

  // The importer compares and accepts Xəzər's bid through the confirmation.
  await page.goto(`/all-bids/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bütün təkliflər' })).toBeVisible();
  await expect(page.getByTestId('bid-row')).toHaveCount(4);
  await expectAccessible(page);
  const xezerRow = page.getByTestId('bid-row').filter({ hasText: 'Xəzər Logistika MMC' });
  await xezerRow.getByRole('button', { name: 'Təklifi cavabla' }).click();
  const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
  await expect(details).toContainText(/2[.,\s ]?100/);
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Təsdiqlə' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Təsdiqlə' });
  await expect(confirm).toContainText('Bu təklifi qəbul etmək istədiyinizə əminsiniz?');
  await confirm.getByRole('button', { name: 'Bəli' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(xezerRow.getByRole('button', { name: 'Təklifin detalları' })).toBeVisible();

  // Both carriers see the outcome: confirmed for Xəzər, lost for Silk Way.
  await xezer.goto('/bids?tab=confirmed');
  await expect(xezer.getByRole('tab', { name: 'Təsdiqlənmiş', selected: true })).toBeVisible();
  await expect(xezer.getByTestId('bid-row').filter({ hasText: `INQ-${id}` })).toBeVisible();
  await expectAccessible(xezer);
  await silkWay.goto('/bids?tab=lost');
  await expect(silkWay.getByTestId('bid-row').filter({ hasText: `INQ-${id}` })).toHaveCount(3);

  // The carrier moves the shipment along; the importer sees each step and confirms the delivery.
  await xezer.goto(`/inquiry-steps/${id}`);
  for (const step of [
    'Götürülmə planlaşdırıldı',
    'Yük götürüldü',
    'Yoldadır',
    'Gömrük rəsmiləşdirməsi',
    'Çatdırıldı',
  ]) {
    await xezer.getByRole('button', { name: `«${step}» mərhələsini tamamla` }).click();
    await expect(xezer.getByText('Mərhələ yeniləndi').first()).toBeVisible();
  }
  await expect(xezer.getByText('Bütün mərhələlər tamamlanıb')).toBeVisible();
  await expectAccessible(xezer);

  await page.goto(`/inquiry-steps/${id}`);
  await expect(page.locator('li[data-state="done"]')).toHaveCount(6);
  await page.getByRole('button', { name: 'Çatdırılmanı təsdiqlə' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Bəli' }).click();
  await expect(page.getByText('Tamamlanıb').first()).toBeVisible();
  await expectAccessible(page);

  await xezer.goto('/bids?tab=completed');
  await expect(xezer.getByTestId('bid-row').filter({ hasText: `INQ-${id}` })).toBeVisible();
});
