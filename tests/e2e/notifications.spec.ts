import { expect, type Page, test, workerBaseURL } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, signIn, atDeskAndPhone, openBidForm } from './support';

// Notifications: the demo carrier (Xəzər Logistika) bids on inquiry 102 of the seed (open,
// the importer's); the importer hears of it by the bell, follows the event to the inquiry's bids and
// accepts that bid; the carrier hears its bid was accepted and follows it to the shipment's steps.
// Then the carrier turns that topic off in the app: its choice is kept, and the importer accepting
// its pending bid on inquiry 110 rings no bell. At a desk and on a phone, with axe on each page and
// the open panel. Every test starts from its worker's seeded database (fixtures.ts), so both widths
// use the same inquiries.

const OPEN = 102;
/** Open too, with a pending bid of Xəzər Logistika's (1 680 USD) and one of Silk Way Cargo's. */
const SECOND = 110;
/** Figures group thousands with a no-break space; compare them with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * Loads a page (signing in, a reload) and reads the bell's unread count from its accessible name
 * ('Bildirişlər' alone is none), once the count the page asked for on loading has come.
 */
async function countAfter(page: Page, load: () => Promise<unknown>) {
  const asked = page.waitForResponse(
    // An answer with the count: a token past its 30 s is refused first, then renewed and asked again.
    (r) => r.url().endsWith('/notifications/unread-count') && r.request().method() === 'GET' && r.ok(),
  );
  await load();
  const { count } = (await (await asked).json()) as { count: number };
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(bellName(count));
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/^Bildirişlər, (\d+) oxunmamış$/.exec(name)?.[1] ?? 0);
}

/** The bell's accessible name for a count. */
const bellName = (count: number) => (count > 0 ? `Bildirişlər, ${count} oxunmamış` : 'Bildirişlər');

async function openPanel(page: Page) {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Bildirişlər' });
  await expect(panel.getByRole('list', { name: 'Bildirişlərin siyahısı' })).toBeVisible();
  return panel;
}

/** The importer accepts a bid from the all-bids page, through the confirmation. */
async function acceptBid(page: Page, row: ReturnType<Page['getByTestId']>) {
  await row.getByRole('button', { name: 'Təklifi cavabla' }).click();
  const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
  await details.getByRole('button', { name: 'Təsdiqlə' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Təsdiqlə' });
  await confirm.getByRole('button', { name: 'Bəli' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Təklifin detalları' })).toBeVisible();
}

atDeskAndPhone((viewport) => {
  test('a carrier bids, the importer hears of it by the bell and follows it; the carrier hears its bid was accepted; settings turn a topic off', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);

    // The importer's count before anything happens.
    const importerBefore = await countAfter(page, () => signIn(page, 'IMPORTER'));

    // The carrier bids on the importer's open inquiry.
    const carrierContext = await browser.newContext({
      baseURL: workerBaseURL(test.info()),
      viewport,
    });
    const carrier = await carrierContext.newPage();
    const carrierBefore = await countAfter(carrier, () => signIn(carrier, 'LOGISTIC'));
    await carrier.goto(`/inquiry/inquiry-details/${OPEN}`);
    const form = await openBidForm(carrier);
    await form.getByLabel('Təklifin məbləği').fill('2315,5');
    await form.getByLabel('Qeydlər').fill('Bildiriş yolu: tentli TIR, 8 gün');
    await form.getByRole('button', { name: 'Təklifi göndər' }).click();
    await expect(carrier.getByText('Təklifiniz göndərildi')).toBeVisible();

    // The importer: a reload asks the count at once (the poll is every 30 s); one more unread.
    expect(await countAfter(page, () => page.reload())).toBe(importerBefore + 1);
    await expect(page.getByTestId('notification-count')).toHaveText(String(importerBefore + 1));
    const panel = await openPanel(page);
    await expect(panel.getByRole('radio', { name: 'Hamısı' })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Hamısını oxunmuş et' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Bildiriş ayarları' })).toHaveAttribute(
      'href',
      '/profile/notifications',
    );
    // Newest first: the bid just placed, unread, in the importer's words and figures.
    const newBid = panel.getByRole('listitem').first();
    await expect(newBid).toContainText('Yeni təklif');
    await expect(newBid.getByText('(oxunmamış)')).toBeAttached();
    await expect(newBid.getByTestId('unread-dot')).toBeVisible();
    await expect
      .poll(async () => plain(await newBid.textContent()))
      .toMatch(/Xəzər Logistika MMC INQ-\d+ sorğusuna 2 315,50 USD təklif etdi\./);
    const code = /(INQ-\d+) sorğusuna/.exec(plain(await newBid.textContent()))?.[1] ?? '';
    // Unread only: the same event is there.
    await panel
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Oxunmamış' }) })
      .click();
    await expect(panel.getByRole('radio', { name: 'Oxunmamış' })).toBeChecked();
    await expect(panel.getByRole('listitem').first()).toContainText(`${code} sorğusuna`);
    await expect(panel.getByRole('listitem')).toHaveCount(importerBefore + 1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Following it reads it and leads to the inquiry's bids.
    await panel.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/all-bids/${OPEN}(\\?|$)`));
    await expect(page.getByRole('dialog', { name: 'Bildirişlər' })).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(bellName(importerBefore));

    // The importer accepts that bid.
    const bid = page
      .getByTestId('bid-row')
      .filter({ hasText: 'Xəzər Logistika MMC' })
      .filter({ hasText: /2[\s\u00a0\u202f]315,50/ });
    await expect(bid).toHaveCount(1);
    await acceptBid(page, bid);

    // The carrier hears its bid was accepted, and follows it to the shipment's steps.
    const carrierAfter = await countAfter(carrier, () => carrier.reload());
    expect(carrierAfter).toBeGreaterThan(carrierBefore);
    const carrierPanel = await openPanel(carrier);
    const accepted = carrierPanel
      .getByRole('listitem')
      .filter({ hasText: 'Təklifiniz qəbul edildi' })
      .filter({ hasText: code });
    await expect(accepted).toHaveCount(1);
    await expect(accepted.getByText('(oxunmamış)')).toBeAttached();
    expect(plain(await accepted.textContent())).toContain(
      `Bakı Ticarət MMC ${code} sorğusu üzrə 2 315,50 USD təklifinizi qəbul etdi.`,
    );
    await expectNoSidewaysScroll(carrier);
    await expectAccessible(carrier);
    await accepted.getByRole('link').click();
    await expect(carrier).toHaveURL(new RegExp(`/inquiry-steps/${OPEN}(\\?|$)`));
    await expect(carrier.getByTestId('notification-bell')).toHaveAccessibleName(bellName(carrierAfter - 1));

    // The carrier turns 'accepted' off in the app; the choice is kept.
    await carrier.goto('/profile/notifications');
    const settings = carrier.getByRole('region', { name: 'Bildiriş ayarları' });
    const acceptance = carrier.getByRole('group', { name: 'Təklifimin qəbulu' });
    const inApp = acceptance.getByRole('checkbox', { name: 'Tətbiqdə' });
    await expect(inApp).toBeChecked();
    await expect(acceptance.getByRole('checkbox', { name: 'E-poçtla' })).toBeChecked();
    await expect(carrier.getByRole('group', { name: 'Yeni təkliflər' })).toHaveCount(0);
    await inApp.uncheck();
    await expectNoSidewaysScroll(carrier);
    await expectAccessible(carrier);
    await settings.getByRole('button', { name: 'Yadda saxla' }).click();
    await expect(carrier.getByText('Bildiriş ayarları yadda saxlanıldı')).toBeVisible();
    const carrierQuiet = await countAfter(carrier, () => carrier.reload());
    await expect(acceptance.getByRole('checkbox', { name: 'E-poçtla' })).toBeChecked();
    await expect(inApp).not.toBeChecked();
    await expect(
      carrier.getByRole('group', { name: 'Təklifimin rəddi' }).getByRole('checkbox', { name: 'Tətbiqdə' }),
    ).toBeChecked();
    await expectAccessible(carrier);

    // Another of its bids accepted: the bell stays as it was.
    await page.goto(`/all-bids/${SECOND}`);
    await acceptBid(page, page.getByTestId('bid-row').filter({ hasText: 'Xəzər Logistika MMC' }));
    expect(await countAfter(carrier, () => carrier.reload())).toBe(carrierQuiet);
    const quietPanel = await openPanel(carrier);
    // Its 1 680 USD bid on the second inquiry is not among the accepted ones.
    await expect(
      quietPanel
        .getByRole('listitem')
        .filter({ hasText: 'Təklifiniz qəbul edildi' })
        .filter({ hasText: /1[\s\u00a0\u202f]680,00 USD/ }),
    ).toHaveCount(0);
    await carrierContext.close();
  });
});
