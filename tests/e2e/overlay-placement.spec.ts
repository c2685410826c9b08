import { expect, type Locator, type Page, test } from './fixtures';
import { choose, fillInquiryUpToGoods } from './inquiry-steps';
import { resetDemoData, signIn } from './support';

// Where the floating layers open at a desk (1280×720): a select's menu and a toast. Each once moved or
// covered what the user was about to press, and a journey's click landed on nothing.

test.beforeEach(async ({ page }) => resetDemoData(page));

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

async function boxOf(target: Locator): Promise<Box> {
  const box = await target.boundingBox();
  if (!box) throw new Error('no box: the element is not rendered');
  return box;
}

test('a select near the window’s bottom opens above it, and the page does not scroll itself', async ({
  page,
}) => {
  await signIn(page, 'IMPORTER');
  await fillInquiryUpToGoods(page);
  const row = page.getByRole('group', { name: 'Sətir 1' });
  await choose(row, 'Qablaşdırma növü', 'Paletlər');
  const palletType = row.getByLabel('Palet növü', { exact: true });
  // The field's bottom edge on the window's bottom edge: no room below it for the menu.
  await palletType.evaluate((input) => {
    const control = input.closest('[class*="control"]') ?? input;
    control.scrollIntoView({ block: 'end' });
  });
  const before = await scrollTop(page);
  const field = await boxOf(palletType);

  await palletType.click();
  const menu = page.getByRole('listbox');
  await expect(menu).toBeVisible();
  const opened = await boxOf(menu);
  const viewport = page.viewportSize()!;
  expect(await scrollTop(page)).toBe(before);
  expect(opened.y + opened.height).toBeLessThanOrEqual(field.y);
  expect(opened.y).toBeGreaterThanOrEqual(0);
  expect(opened.y + opened.height).toBeLessThanOrEqual(viewport.height);

  await page.getByRole('option', { name: 'EUR1', exact: true }).click();
  await expect(row.getByText('EUR1', { exact: true })).toBeVisible();
  expect(await scrollTop(page)).toBe(before);
});

test('toasts stack in a column that leaves the header’s and the page’s own controls free', async ({
  page,
}) => {
  await signIn(page, 'LOGISTIC');
  await page.goto('/inquiry');
  await page.locator('main a[href*="inquiry-details"]').first().click();
  const placeBid = page.getByRole('button', { name: 'Təklif ver' });
  await expect(placeBid).toBeVisible();

  await page.getByRole('button', { name: 'Id-ni kopyala' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Id kopyalandı' });
  await expect(toast).toBeVisible();
  // The toast's card is the live region's parent: the icon sits beside the message.
  const card = await boxOf(toast.locator('..'));
  // Later toasts stack below this one in the same column, down over the page's top: three reached
  // the bid action when the column sat at the right (a journey's click then opened nothing).
  const column = { ...card, y: 0, height: page.viewportSize()!.height };

  const controls = page
    .getByRole('banner')
    .or(page.getByRole('main'))
    .locator('button:visible, a:visible, select:visible, input:visible');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box && box.y < 300 && overlaps(column, box))
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  expect(covered).toEqual([]);
  expect(overlaps(column, await boxOf(placeBid))).toBe(false);
});
