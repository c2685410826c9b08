import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  signIn,
  pageAs,
  atDeskAndPhone,
  openBidForm,
} from './support';

// Itemised all-in bids: on inquiry 102 of the seed (open, the importer's), the demo carrier
// breaks its price into lines typed the Azerbaijani way ('1.500' and '350,5'), sees their total before
// sending, and says its transit time; the importer opens the bid and reads the lines and the transit
// time below 'Təklifin məbləği'. At a desk and on a phone, with axe on each page and dialog.

const OPEN = 102;
/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

atDeskAndPhone((viewport) => {
  test('a carrier sends an itemised all-in bid and the importer reads its lines and transit time', async ({
    page,
    browser,
  }) => {
    const carrier = await pageAs(browser, 'LOGISTIC', { viewport });
    await carrier.goto(`/inquiry/inquiry-details/${OPEN}`);
    const form = await openBidForm(carrier);
    await form.getByRole('checkbox', { name: /Qiyməti bəndlərə böl/ }).check();
    await form.getByRole('textbox', { name: 'Fraxt' }).fill('1.500');
    await form.getByRole('textbox', { name: 'Yanacaq əlavəsi' }).fill('350,5');
    await form.getByRole('textbox', { name: 'Tranzit müddəti, gün' }).fill('9');
    const total = form.getByRole('status', { name: 'Təklifin məbləği (cəmi)' });
    await expect.poll(async () => plain(await total.textContent())).toBe('1 850,50 USD');
    await expectNoSidewaysScroll(carrier);
    await expectAccessible(carrier);
    await form.getByRole('button', { name: 'Təklifi göndər' }).click();
    await expect(carrier.getByText('Təklifiniz göndərildi')).toBeVisible();
    const mine = carrier.getByTestId('my-bid').first();
    await expect(mine.getByText('Tranzit müddəti: 9 gün')).toBeVisible();
    await expect(mine.getByTestId('bid-breakdown').getByRole('listitem')).toHaveCount(2);
    await carrier.context().close();

    await signIn(page, 'IMPORTER');
    await page.goto(`/all-bids/${OPEN}`);
    // Newest first: the bid just placed.
    await page.getByRole('button', { name: 'Təklifi cavabla' }).first().click();
    const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
    // The dialog opens in a render after the click's paint: read it once its facts show.
    await expect(details.locator('dt').first()).toBeVisible();
    const terms = await details.locator('dt').allTextContents();
    const at = terms.indexOf('Təklifin məbləği');
    expect(terms.slice(at, at + 3)).toEqual(['Təklifin məbləği', 'Qiymətin tərkibi', 'Tranzit müddəti']);
    const lines = await details.getByTestId('bid-breakdown').getByRole('listitem').allTextContents();
    expect(lines.map(plain)).toEqual(['Fraxt1 500,00 USD', 'Yanacaq əlavəsi350,50 USD']);
    await expect(details.getByText('9 gün')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
