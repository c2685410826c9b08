import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { DEMO_TEST_CARDS } from '@/config/billing';
import { choose, sendGoods, walkToGoods } from './inquiry-steps';
import { resetDemoData, signIn, type Role, pageAs } from './support';

// The main journey of each role on a 390×844 phone. At every step the page must not
// scroll sideways, an open dialog must fit the screen, and the control pressed next must sit
// within the screen's width — not off to the right, nor inside a box that has to be panned.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Widths of the page and of every open dialog, measured in the browser. */
function layoutWidths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    dialogs: [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].map((dialog) => {
      const box = dialog.getBoundingClientRect();
      return { left: Math.floor(box.left), right: Math.ceil(box.right), content: dialog.scrollWidth };
    }),
  }));
}

/**
 * The page does not scroll sideways and each open dialog lies within the screen with nothing
 * wider inside it. Retried while the screen settles, so a late-drawn wide table still fails.
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(async () => {
      const widths = await layoutWidths(page);
      const problems: string[] = [];
      // A phone browser widens its layout to fit wide content, so the fixed screen width is the limit.
      const limit = Math.min(widths.window, PHONE.width);
      if (widths.page > limit) problems.push(`page ${widths.page}px wide`);
      for (const d of widths.dialogs) {
        if (d.left < 0 || d.right > limit) problems.push(`dialog spans ${d.left}–${d.right}px`);
        if (d.content > d.right - d.left) problems.push(`dialog content ${d.content}px wide`);
      }
      return problems;
    }, `no sideways scrolling on ${page.url()}`)
    .toEqual([]);
}

/**
 * How far the element reaches past the screen's width, or past any box around it that clips or
 * scrolls sideways (a button in a scrolled table is not reachable without panning either). 0 = in view.
 */
function horizontalOverhang(target: Locator) {
  return target.evaluate((element, screenWidth) => {
    const own = element.getBoundingClientRect();
    let overhang = Math.max(0, -own.left, own.right - Math.min(window.innerWidth, screenWidth));
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      overhang = Math.max(overhang, clip.left - own.left, own.right - clip.right);
    }
    // Under a pixel is rounding, not panning.
    return Math.floor(overhang);
  }, PHONE.width);
}

/** Presses a control after checking the screen is not panned and the control is within its width. */
async function press(target: Locator) {
  await expect(target).toBeVisible();
  await expectNoSidewaysScroll(target.page());
  // Polled: a dialog may still be sliding in when its button is found.
  await expect.poll(() => horizontalOverhang(target), `${target.toString()} overhang (px)`).toBe(0);
  await target.click();
}

/** Goes to a section through the phone's menu, as a person would. */
/** Opens a section from the phone's menu and waits for its screen's heading (the section's name unless said). */
async function openFromMenu(page: Page, section: string, heading = section) {
  await press(page.getByRole('button', { name: 'Menyunu aç' }));
  const menu = page.getByRole('dialog', { name: 'Əsas menyu' });
  await press(menu.getByRole('link', { name: section, exact: true }));
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const phonePage = (browser: Browser, who: Role) => pageAs(browser, who, { viewport: PHONE, locale: 'az-AZ' });

/**
 * The create wizard's six steps (the desktop journey's values, places named as Azerbaijani shows
 * them), checked on the phone at each step.
 */
async function createInquiry(page: Page, description: string) {
  await openFromMenu(page, 'Sorğular');
  await press(page.getByRole('link', { name: 'Yeni sorğu' }));
  await walkToGoods(page, press);
  const id = await sendGoods(page, description, press);
  await expect(page.getByText(description).first()).toBeVisible();
  return id;
}

/** On an open inquiry's page: the bid form, filled and sent; the bid then shows as the carrier's own. */
async function placeBid(page: Page, value: string, notes: string) {
  // The action may be repeated in a bar that stays at the top on phones; the first shown is pressed.
  await press(page.getByRole('button', { name: 'Təklif ver' }).first());
  const form = page.getByRole('dialog', { name: 'Yeni təklif' });
  await expect(form).toBeVisible();
  await form.getByLabel('Təklifin məbləği').fill(value);
  await form.getByLabel('Qeydlər').fill(notes);
  await press(form.getByRole('button', { name: 'Təklifi göndər' }));
  await expect(form).toBeHidden();
  await expect(page.getByTestId('my-bid').filter({ hasText: notes })).toBeVisible();
}

/** A bid on the importer's all-bids page: a table row, or on a phone a card in the page's list. */
const bidEntries = (page: Page) =>
  page.getByTestId(/^bid-(row|card)$/).or(page.getByRole('main').getByRole('listitem'));

test.beforeEach(async ({ page }) => resetDemoData(page));

test('importer on a phone: creates an inquiry and accepts a carrier’s bid on it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'IMPORTER');
  await expectNoSidewaysScroll(page);
  const id = await createInquiry(page, 'Ofis stulları, 6 palet');

  // Xəzər Logistika bids on it from its own phone.
  const carrier = await phonePage(browser, 'LOGISTIC');
  await carrier.goto(`/inquiry/inquiry-details/${id}`);
  await placeBid(carrier, '2100', 'Tentli TIR, GPS izləmə');
  await carrier.context().close();

  // The importer opens the inquiry's bids and accepts it through the details and the confirmation.
  await page.reload();
  await press(page.getByRole('link', { name: 'Təkliflərə bax' }));
  await expect(page).toHaveURL(new RegExp(`/all-bids/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bütün təkliflər' })).toBeVisible();
  const xezer = bidEntries(page).filter({ hasText: 'Xəzər Logistika MMC' });
  await expect(xezer).toHaveCount(1);
  await press(xezer.getByRole('button', { name: 'Təklifi cavabla' }));
  const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
  await expect(details).toContainText(/2[.,\s ]?100/);
  await press(details.getByRole('button', { name: 'Təsdiqlə' }));
  const confirm = page.getByRole('alertdialog', { name: 'Təsdiqlə' });
  await expect(confirm).toContainText('Bu təklifi qəbul etmək istədiyinizə əminsiniz?');
  await press(confirm.getByRole('button', { name: 'Bəli' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(xezer.getByRole('button', { name: 'Təklifin detalları' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The server took it: the carrier finds the bid among its confirmed ones.
  const after = await phonePage(browser, 'LOGISTIC');
  await after.goto('/bids?tab=confirmed');
  await expect(after.getByTestId(/^bid-(row|card)$/).filter({ hasText: `INQ-${id}` })).toHaveCount(1);
  await after.context().close();
});

test('carrier on a phone: finds an inquiry by search and filter, bids on it, pays its commission', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'LOGISTIC');
  await expectNoSidewaysScroll(page);

  // Find: open road inquiries from Istanbul, by the search box and the transport filter.
  await openFromMenu(page, 'Sorğular');
  await page.getByRole('searchbox', { name: 'Sorğularda axtar' }).fill('Istanbul');
  await press(page.getByRole('button', { name: 'Bütün filtrlərə bax' }));
  await choose(page, 'Nəqliyyat növü (MOT)', 'Avtomobil');
  await expect(page).toHaveURL(/search=Istanbul/);
  await expect(page).toHaveURL(/mode=ROAD/);
  const found = page.getByTestId(/^inquiry-(row|card)$/);
  await expect(found.first()).toBeVisible();
  // Only road inquiries from Istanbul are left (retried until the filtered answer is drawn).
  await expect(found.filter({ hasNotText: /[Iİ]stanbul/ })).toHaveCount(0);
  await expect(found.filter({ hasNotText: 'Avtomobil' })).toHaveCount(0);
  const link = found.first().getByRole('link', { name: /^INQ-\d+$/ });
  const code = (await link.innerText()).trim();
  await press(link);
  await expect(page).toHaveURL(/\/inquiry\/inquiry-details\/\d+$/);
  await expect(page.getByText(code).first()).toBeVisible();

  // Bid.
  await placeBid(page, '1850', 'Tentli TIR, 8 gün');
  await expectNoSidewaysScroll(page);

  // Pay the commission owed in USD with the good test card.
  await openFromMenu(page, 'Hesablaşma');
  const usd = page.locator('[data-testid="balance-card"][data-currency="USD"]');
  await expect(usd.getByTestId('balance-owed')).not.toHaveText(/^0[.,]00/);
  await press(usd.getByRole('button', { name: 'USD balansını ödə' }));
  const payment = page.getByRole('dialog', { name: 'Ödəniş üsulunu seçin' });
  await expect(payment).toBeVisible();
  const amount = (await payment.getByTestId('amount-now').innerText()).trim();
  await payment.getByLabel('Kart sahibi').fill('Elvin Hasanov');
  await payment.getByLabel('Kart nömrəsi').pressSequentially(DEMO_TEST_CARDS.succeeds);
  await payment
    .getByLabel('Bitmə tarixi (AA/İİ)')
    .pressSequentially(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await payment.getByLabel('CVV').fill('123');
  await press(payment.getByRole('button', { name: /ödə$/ }));
  await expect(payment.getByTestId('payment-succeeded')).toContainText(amount);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
  await expect(usd.getByTestId('balance-owed')).toHaveText(/^0[.,]00/);
});

test('admin on a phone: suspends an organisation, then refunds one of its payments', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'ADMIN');
  await expectNoSidewaysScroll(page);

  // Suspend Xəzər Logistika, found by name in the organisations list.
  await openFromMenu(page, 'Təşkilatlar');
  await page.getByRole('searchbox', { name: 'Ad və ya VÖEN ilə axtar' }).fill('Xəzər');
  await press(page.getByRole('link', { name: 'Redaktə et: Xəzər Logistika MMC' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Təşkilatı redaktə et' })).toBeVisible();
  await page.getByLabel('Səbəb').fill('Komissiya ödənilməyib');
  await press(page.getByRole('button', { name: 'Müvəqqəti dayandır' }));
  const suspend = page.getByRole('alertdialog', { name: 'Təşkilatı dayandırmaq' });
  await expect(suspend).toContainText('Xəzər Logistika MMC');
  await press(suspend.getByRole('button', { name: 'Bəli' }));
  await expect(page.getByText('Təşkilat müvəqqəti dayandırıldı').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dayandırmanı ləğv et' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Refund one of its succeeded payments, found through the filters.
  await openFromMenu(page, 'Bütün ödənişlər', 'Bütün hesablaşmalar');
  await choose(page, 'Təşkilat', 'Xəzər Logistika MMC');
  await choose(page, 'Status', 'Uğurlu');
  const rows = page.getByTestId('transaction-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Xəzər Logistika MMC' })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'Uğurlu' })).toHaveCount(0);
  const paid = rows.first();
  const description = (
    await paid
      .getByText(/INQ-\d+/)
      .first()
      .innerText()
  ).trim();
  await press(paid.getByRole('button', { name: /Geri qaytar/ }));
  const refund = page.getByRole('alertdialog', { name: 'Ödənişi geri qaytarmaq' });
  await expect(refund).toContainText('Xəzər Logistika MMC');
  await press(refund.getByRole('button', { name: 'Geri qaytar' }));
  await expect(refund).toBeHidden();
  await expect(page.getByText('Ödəniş geri qaytarıldı').first()).toBeVisible();

  // The server took it: the payment is now listed among the refunded ones.
  await choose(page, 'Status', 'Geri qaytarılıb');
  await expect(rows.filter({ hasText: description })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});
