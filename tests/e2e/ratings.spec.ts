import { expect, test } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signIn, pageAs, atDeskAndPhone } from './support';

// Ratings: inquiry 109 of the seed is the demo importer's, delivered by Xəzər Logistika
// (the demo carrier) and confirmed. The importer rates the carrier on the shipment's steps page; the
// carrier reads the rating on its organisation page; the importer sees the carrier's average and
// count on the bids of another inquiry (102). At a desk and on a phone, with axe on each page.

const DELIVERED = 109;
const OPEN = 102;

atDeskAndPhone((viewport) => {
  test('an importer rates the carrier of a delivered shipment, and the carrier reads it', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'IMPORTER');
    await page.goto(`/all-bids/${OPEN}`);
    const xezer = page.getByTestId('bid-row').filter({ hasText: 'Xəzər Logistika' });
    const before = await xezer.getByText(/^Orta qiymət \d,\d \/ 5, \d+ qiymət$/).textContent();
    const count = Number(/(\d+) qiymət$/.exec(before ?? '')?.[1]);

    await page.goto(`/inquiry-steps/${DELIVERED}`);
    const card = page.getByRole('region', { name: 'Daşıyıcının qiymətləndirilməsi' });
    await expect(card.getByText(/Xəzər Logistika MMC necə işlədi\?/)).toBeVisible();
    await card.getByRole('button', { name: 'Daşıyıcını qiymətləndir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daşıyıcını qiymətləndirin' });
    // A tap on the fourth star, then the keyboard: the stars are one radio group the arrows move along.
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 / 5' }) })
      .click();
    await expect(dialog.getByRole('radio', { name: '4 / 5' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '5 / 5' })).toBeChecked();
    await dialog.getByLabel('Şərh').fill('Gömrükdə də kömək etdilər, yük tam çatdı.');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(page.getByText('Qiymətiniz yadda saxlanıldı')).toBeVisible();
    await expect(card.getByLabel('Qiymətiniz: 5 / 5')).toBeVisible();
    await expect(card.getByText(/tarixinədək dəyişə bilərsiniz$/)).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/all-bids/${OPEN}`);
    await expect(xezer.getByText(new RegExp(`, ${count + 1} qiymət$`))).toBeVisible();

    const carrier = await pageAs(browser, 'LOGISTIC', { viewport });
    await carrier.goto('/organization');
    await carrier.getByRole('tab', { name: 'Reytinq' }).click();
    await expect(carrier).toHaveURL(/tab=ratings/);
    const newest = carrier.getByTestId('rating-row').first();
    await expect(newest).toContainText('Gömrükdə də kömək etdilər, yük tam çatdı.');
    await expect(newest).toContainText('INQ-24109');
    await expect(carrier.getByText(`${count + 1} qiymət`)).toBeVisible();
    await expectNoSidewaysScroll(carrier);
    await expectAccessible(carrier);
    await carrier.context().close();
  });
});
