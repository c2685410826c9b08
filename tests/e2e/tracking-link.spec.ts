import { expect, test, workerBaseURL } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signIn, atDeskAndPhone } from './support';

// Tracking links: the importer shares a shipment's steps with someone who has no account;
// that visitor opens the link in a browser of their own (here a Russian one), reads the steps in
// Russian, and after the importer revokes the link reads only that it is not valid. At a desk and on
// a phone, with axe on every page the journey shows.

/** Inquiry 103 of the seed: the demo importer's shipment under way with the demo carrier. */
const SHIPMENT = 103;

atDeskAndPhone((viewport) => {
  test('an importer shares a shipment’s steps, a visitor follows them in Russian, and the link is revoked', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'IMPORTER');
    await page.goto(`/inquiry-steps/${SHIPMENT}`);
    const card = page.getByRole('region', { name: 'İzləmə linki' });
    await card.getByRole('button', { name: 'İzləmə linki yarat' }).click();
    const address = card.getByRole('textbox', { name: 'Yükün mərhələlərinə link' });
    await expect(address).toHaveValue(/\/track\/[A-Za-z0-9_-]{24}$/);
    const url = await address.inputValue();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Someone with no account, in a browser that speaks Russian.
    const visitorContext = await browser.newContext({
      baseURL: workerBaseURL(test.info()),
      locale: 'ru-RU',
      viewport,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Отслеживание груза' })).toBeVisible();
    await expect(visitor.getByText('INQ-24103')).toBeVisible();
    const steps = visitor.getByRole('region', { name: 'Этапы статуса' }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    await expect(visitor.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(visitor.getByRole('navigation')).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
    await expectAccessible(visitor);

    await card.getByRole('button', { name: 'Linki ləğv et' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Bəli' }).click();
    await expect(card.getByRole('button', { name: 'İzləmə linki yarat' })).toBeVisible();

    await visitor.reload();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Эта ссылка недействительна' }),
    ).toBeVisible();
    await expect(visitor.getByText('INQ-24103')).toHaveCount(0);
    await expectAccessible(visitor);
    await visitorContext.close();
  });
});
