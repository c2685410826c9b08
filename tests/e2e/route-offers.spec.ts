import { expect, test } from './fixtures';
import { fillRouteOffer } from './form-fills';
import { choose, next, stepHeading } from './inquiry-steps';
import { expectAccessible, resetDemoData, signIn, pageAs } from './support';

// A carrier publishes a route offer; an importer finds it by filter and starts an inquiry
// from it, pre-filled with the offer's lane and mode.

test.beforeEach(async ({ page }) => resetDemoData(page));

test('a carrier publishes a route offer and an importer starts a pre-filled inquiry from it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const carrier = await pageAs(browser, 'LOGISTIC');
  await carrier.goto('/route-offers');
  await expect(carrier.getByRole('heading', { level: 1, name: 'Marşrut təklifləri' })).toBeVisible();
  await carrier.getByRole('button', { name: 'Marşrut təklifi dərc et' }).click();
  const form = carrier.getByRole('dialog');
  await fillRouteOffer(form);
  await expectAccessible(carrier);
  await form.getByRole('button', { name: /Dərc et|Yadda saxla/ }).click();
  await expect(form).toBeHidden();
  await expect(carrier.getByText('Ro-ro bərə, həftədə iki reys').first()).toBeVisible();
  await carrier.context().close();

  // The importer filters the market down to that lane and starts an inquiry from the offer.
  await signIn(page, 'IMPORTER');
  await page.goto('/route-offers');
  await choose(page, 'Götürülmə ölkəsi', 'Qazaxıstan');
  await choose(page, 'Nəqliyyat növü', 'Dəniz');
  await expect(page).toHaveURL(/pickupCountryId=5/);
  const offer = page
    .getByRole('row')
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
  await expect(page.getByText('Qazaxıstan').first()).toBeVisible();
  await expect(page.getByLabel('Şəhər', { exact: true })).toHaveValue('Aktau');
});
