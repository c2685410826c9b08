import { expect, test } from './fixtures';
import {
  choose,
  day,
  deliverToBaku,
  fillPlace,
  pickUpInIstanbul,
  fillRow,
  next,
  stepHeading,
} from './inquiry-steps';
import { expectAccessible, resetDemoData, signIn, pageAs } from './support';

// The inquiry journey: an importer creates an inquiry (two goods rows, one document), leaves half-way,
// reloads, finishes the draft, previews and sends it, finds it by search and date; a carrier opens it;
// an admin changes its status; the importer sees the new status.

test.beforeEach(async ({ page }) => resetDemoData(page));

test('an inquiry from draft to sent, found, opened by a carrier and re-statused by an admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'IMPORTER');
  await page.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: 'Sorğular' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorğular' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Yeni sorğu' }).click();

  // 1–3: where to send, pick-up, delivery; then leave half-way.
  await stepHeading(page, 'Hara göndərilsin');
  await expectAccessible(page);
  await next(page);
  await stepHeading(page, 'Götürülmə ünvanı');
  await next(page);
  // The step validates before moving on: a summary is shown, each message sits on its field's label.
  await expect(page.getByText('Davam etmək üçün qırmızı ilə qeyd olunmuş xanaları düzəldin.')).toBeVisible();
  await expect(page.getByText('Bu xana mütləqdir').first()).toBeAttached();
  await fillPlace(page, pickUpInIstanbul());
  await next(page);
  await stepHeading(page, 'Çatdırılma ünvanı');
  await expect(page).toHaveURL(/\/inquiries\/new\?draft=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('draft'));
  // Delivered before the pick-up: refused, then put right.
  await fillPlace(page, { ...deliverToBaku(), date: day(2) });
  await next(page);
  await expect(
    page.getByText('Çatdırılma tarixi götürülmə tarixindən əvvəl ola bilməz').first(),
  ).toBeVisible();
  await page.getByLabel('Çatdırılma tarixi', { exact: true }).fill(day(14));
  await next(page);
  await stepHeading(page, 'Nəqliyyat növü');

  // Leave, reload, and finish the draft from the list's 'incomplete' tab.
  await page.goto('/');
  await page.reload();
  await page.goto('/inquiries');
  await page.getByRole('tab', { name: 'Natamam' }).click();
  await page
    .getByRole('link', { name: `INQ-${id}` })
    .first()
    .click();
  await stepHeading(page, 'Nəqliyyat növü');

  // 4: transport
  await page.locator('label').filter({ hasText: 'Avtomobil' }).click();
  await expect(page.getByRole('radio', { name: 'Avtomobil' })).toBeChecked();
  await next(page);
  await expect(page.getByText('Yük maşınının növünü seçin').first()).toBeAttached();
  await choose(page, 'Yük maşınının növü', 'Tentli 96 m³');
  await next(page);

  // 5: goods, two rows; letters are refused in numbers.
  await stepHeading(page, 'Yük');
  await choose(page, 'Yükün növü', 'Mebel və aksesuarlar');
  await choose(page, 'Yükün hazırlığı', 'Hazırdır');
  await page.getByLabel('Yükün təsviri', { exact: true }).fill('Ofis kresloları');
  await choose(page, 'Incoterms (çatdırılma şərtləri)', 'FCA');
  const row1 = page.getByRole('group', { name: 'Sətir 1' });
  await choose(row1, 'Qablaşdırma növü', 'Paletlər');
  await choose(row1, 'Palet növü', 'EUR1');
  await row1.getByLabel('Miqdar').pressSequentially('4x');
  await expect(row1.getByLabel('Miqdar')).toHaveValue('4');
  await fillRow(row1, { weight: '320', length: '120', width: '80', height: '150', quantity: '6' });
  await page.getByRole('button', { name: 'Sətir əlavə et' }).click();
  const row2 = page.getByRole('group', { name: 'Sətir 2' });
  await choose(row2, 'Qablaşdırma növü', 'Qutular / yeşiklər');
  await fillRow(row2, { weight: '18', length: '60', width: '40', height: '40', quantity: '20' });
  await expect(page.getByRole('group', { name: 'Yükün cəmi' })).toContainText('26');
  await expectAccessible(page);
  await next(page);

  // 6: one document, then the preview and send.
  await stepHeading(page, 'Sənədlər və qeydlər');
  await page.getByLabel('Qablaşdırma siyahısı').setInputFiles({
    name: 'packing-list.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% YükBirja demo packing list\n'),
  });
  await expect(page.getByText('packing-list.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Önizləmə' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sorğuya önizləmə' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Götürülmə ünvanı' })).toContainText('İstanbul');
  await expect(page.getByRole('region', { name: 'Sənədlər və qeydlər' })).toContainText('packing-list.pdf');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Göndər' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Found in the list by search and a date filter, and opened.
  await page.goto('/inquiries');
  await page.getByRole('combobox', { name: 'Tarix aralığı' }).selectOption({ label: 'Bu gün' });
  await page.getByRole('searchbox', { name: 'Sorğularda axtar' }).fill(`INQ-${id}`);
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  await expect(page).toHaveURL(/range=today/);
  await page
    .getByTestId('inquiry-row')
    .getByRole('link', { name: `INQ-${id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/${id}$`));
  await expect(page.getByText('Ofis kresloları').first()).toBeVisible();

  // The carrier sees it among open inquiries and opens it.
  const carrier = await pageAs(browser, 'LOGISTIC');
  await carrier.goto('/inquiry');
  await carrier.getByRole('searchbox', { name: 'Sorğularda axtar' }).fill(`INQ-${id}`);
  await carrier
    .getByTestId('inquiry-row')
    .getByRole('link', { name: `INQ-${id}` })
    .click();
  await expect(carrier).toHaveURL(new RegExp(`/inquiry/inquiry-details/${id}$`));
  await expect(carrier.getByText('Ofis kresloları').first()).toBeVisible();
  await expectAccessible(carrier);
  await carrier.context().close();

  // The admin puts it on hold, with a reason.
  const admin = await pageAs(browser, 'ADMIN');
  await admin.goto(`/update-inquiry/${id}`);
  await choose(admin, 'Yeni status', 'Dayandırılıb');
  await admin.getByLabel('Səbəb', { exact: true }).fill('Gömrük sənədləri yoxlanılır');
  await admin.getByRole('button', { name: 'Statusu yenilə' }).click();
  await expect(admin.getByText('Status yeniləndi')).toBeVisible();
  await expectAccessible(admin);
  await admin.context().close();

  // The importer sees the new status.
  await page.reload();
  await expect(page.getByText('Dayandırılıb').first()).toBeVisible();
  await expect(page.getByText('Gömrük sənədləri yoxlanılır').first()).toBeVisible();
});
