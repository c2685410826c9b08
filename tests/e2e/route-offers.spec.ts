import { expect, test, type Locator, type Page } from '@playwright/test';
import { next, stepHeading } from './inquiry-steps';
import { expectAccessible, resetDemoData, signIn } from './support';

// Issue 7: a carrier publishes a route offer; an importer finds it by filter and starts an inquiry
// from it, pre-filled with the offer's lane and mode.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(option.slice(0, 3));
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => resetDemoData(page));

test('a carrier publishes a route offer and an importer starts a pre-filled inquiry from it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const carrierContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const carrier = await carrierContext.newPage();
  await signIn(carrier, 'LOGISTIC');
  await carrier.goto('/route-offers');
  await expect(carrier.getByRole('heading', { level: 1, name: 'Marşrut təklifləri' })).toBeVisible();
  await carrier.getByRole('button', { name: 'Marşrut təklifi dərc et' }).click();
  const form = carrier.getByRole('dialog');
  const pickup = form.getByRole('group', { name: 'Götürülmə' });
  const delivery = form.getByRole('group', { name: 'Çatdırılma' });
  await pick(pickup, carrier, 'Ölkə', 'Kazakhstan');
  await pickup.getByLabel('Şəhər', { exact: true }).fill('Aktau');
  await pick(delivery, carrier, 'Ölkə', 'Azerbaijan');
  await delivery.getByLabel('Şəhər', { exact: true }).fill('Alat');
  await pick(form, carrier, 'Nəqliyyat növü', 'Dəniz');
  await form.getByLabel('Qiymət', { exact: true }).fill('1750');
  await form.getByLabel('Başlanğıc tarixi', { exact: true }).fill(day(0));
  await form.getByLabel('Bitmə tarixi', { exact: true }).fill(day(60));
  await form.getByLabel('Daşıma həcmi', { exact: true }).fill('4');
  await form.getByLabel('Qeydlər', { exact: true }).fill('Ro-ro bərə, həftədə iki reys');
  await expectAccessible(carrier);
  await form.getByRole('button', { name: /Dərc et|Yadda saxla/ }).click();
  await expect(form).toBeHidden();
  await expect(carrier.getByText('Ro-ro bərə, həftədə iki reys').first()).toBeVisible();
  await carrierContext.close();

  // The importer filters the market down to that lane and starts an inquiry from the offer.
  await signIn(page, 'IMPORTER');
  await page.goto('/route-offers');
  await pick(page, page, 'Götürülmə ölkəsi', 'Kazakhstan');
  await pick(page, page, 'Nəqliyyat növü', 'Dəniz');
  await expect(page).toHaveURL(/pickupCountryId=5/);
  const offer = page
    .getByRole('article')
    .or(page.getByRole('listitem'))
    .filter({ hasText: 'Ro-ro bərə' })
    .first();
  await expect(offer).toContainText('Xəzər Logistika MMC');
  await expectAccessible(page);
  await offer.getByRole('link', { name: /Sorğu başlat/ }).click();
  await expect(page).toHaveURL(/\/inquiries\/new\?.*pickupCity=Aktau/);

  await stepHeading(page, 'Hara göndərilsin');
  await next(page);
  await stepHeading(page, 'Götürülmə ünvanı');
  await expect(page.getByText('Kazakhstan').first()).toBeVisible();
  await expect(page.getByLabel('Şəhər', { exact: true })).toHaveValue('Aktau');
});
