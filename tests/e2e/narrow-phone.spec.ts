import { expect, type Page, test } from './fixtures';
import { partsPastRightEdge } from './layout-measures';
import { resetDemoData, signIn, type Role } from './support';

// The narrowest phone we design for (360px), in Russian, whose words run longest. Each test holds what a
// walk through the screens once found broken: a card's fact running into its neighbour, a name cut by
// its badge, a dialog taller than the window, chart labels cut at the edge, an amount off the right edge.

test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(async ({ page }) => resetDemoData(page));

/** Signed in as `role` (through the form, in az), then `path` in Russian. */
async function openInRussian(page: Page, role: Role, path: string) {
  await signIn(page, role);
  await page.evaluate(() => localStorage.setItem('lang', 'ru'));
  await page.goto(path);
}

test('at 360px in Russian, no fact of an inquiry card runs into its neighbour', async ({ page }) => {
  await openInRussian(page, 'IMPORTER', '/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Запросы' })).toBeVisible();
  const facts = page.locator('main li dl > div');
  await expect(facts.first()).toContainText('Вид транспорта');
  const overflowing = await facts.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('at 360px in Russian, a carrier’s bid card keeps its facts inside the card', async ({ page }) => {
  await openInRussian(page, 'LOGISTIC', '/bids');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('main li:has(dl)');
  await expect(cards.first()).toContainText('Железнодорожный');
  // A fact list wider than its card's content box reaches into the padding, or past the border.
  const outside = await partsPastRightEdge(cards, 'dl > div', true);
  expect(outside).toEqual([]);
});

test('at 360px in Russian, each transport tile of the admin’s inquiry form holds its mark', async ({
  page,
}) => {
  await openInRussian(page, 'ADMIN', '/update-inquiry/101');
  const tiles = page.locator('main label:has(input[type="radio"])');
  await expect(tiles.first()).toBeVisible();
  const outside = await partsPastRightEdge(tiles, '*');
  expect(outside).toEqual([]);
});

test('at 360px in Russian, a load’s total keeps its number beside its unit', async ({ page }) => {
  await openInRussian(page, 'IMPORTER', '/details/101');
  const totals = page.locator('main dl[aria-label] dd');
  await expect(totals.first()).toBeVisible();
  const wrapped = await totals.evaluateAll((values) =>
    values
      .filter((value) => value.getClientRects().length > 0)
      .filter(
        (value) =>
          value.getBoundingClientRect().height > parseFloat(getComputedStyle(value).lineHeight) * 1.5,
      )
      .map((value) => value.textContent),
  );
  expect(wrapped).toEqual([]);
});

test('at 360px in Russian, the payment dialog keeps its icons’ size and its promo placeholder whole', async ({
  page,
}) => {
  await openInRussian(page, 'LOGISTIC', '/billing');
  await page.getByRole('button', { name: 'Оплатить баланс в USD' }).click();
  const dialog = page.getByRole('dialog');
  const methods = dialog.getByRole('group', { name: 'Способ оплаты' });
  await expect(methods).toBeVisible();
  const iconWidths = await methods
    .locator('label > svg')
    .evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width)));
  expect(iconWidths).toEqual([16, 16]);
  // The placeholder's own width in the field's font, against the room the field gives it.
  const room = await dialog.getByLabel('Промокод или ваучер').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inner - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThanOrEqual(0);
});

test('at 360px in Russian, a bid card’s price starts at its fact’s left edge, its marks after it', async ({
  page,
}) => {
  await openInRussian(page, 'IMPORTER', '/all-bids/101');
  const prices = page.locator('main li dl > div:has(dt:text-is("Цена")) dd');
  await expect(prices.first()).toBeVisible();
  await expect(page.locator('main li').getByText('Самое быстрое')).toBeVisible();
  const misplaced = await prices.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const amount = cell.querySelector('span.tabular-nums');
        return (
          !amount || Math.abs(amount.getBoundingClientRect().left - cell.getBoundingClientRect().left) > 1
        );
      })
      .map((cell) => cell.textContent),
  );
  expect(misplaced).toEqual([]);
});

test('at 360px in Russian, the new-bid dialog fits the window with its title and both buttons', async ({
  page,
}) => {
  await openInRussian(page, 'LOGISTIC', '/inquiry');
  await page.locator('main a[href*="inquiry-details"]').first().click();
  await page.getByRole('button', { name: 'Сделать предложение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое предложение' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(780);
  for (const name of ['Отменить', 'Отправить предложение'])
    await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
});

test('at 360px in Russian, a long status goes under an organisation’s name rather than cutting it', async ({
  page,
}) => {
  await openInRussian(page, 'ADMIN', '/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Организации' })).toBeVisible();
  const titles = page.locator('main li [data-slot="card-title"]');
  await expect(titles.first()).toBeVisible();
  const cut = await titles.evaluateAll((cells) =>
    cells
      .filter((cell) => [cell, ...cell.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1))
      .map((cell) => cell.textContent),
  );
  expect(cut).toEqual([]);
});

for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const) {
  test(`at 360px in Russian, the ${role} statistics' axis labels are whole, inside their charts`, async ({
    page,
  }) => {
    await openInRussian(page, role, '/statistics');
    const charts = page.getByTestId('chart');
    await expect(charts.first()).toBeVisible();
    const outside: string[] = [];
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded();
      const ticks = chart.locator('.recharts-cartesian-axis-tick-value, [data-testid="category-tick"]');
      // A pie has no axis: its chart is drawn without ticks.
      await expect(chart.locator('svg').first()).toBeVisible();
      const box = (await chart.boundingBox())!;
      for (const tick of await ticks.all()) {
        const at = await tick.boundingBox();
        if (at && at.x < box.x - 0.5) outside.push((await tick.textContent()) ?? '');
      }
    }
    expect(outside).toEqual([]);
  });
}

test('at 360px in Russian, every amount of a price’s breakdown keeps the right edge', async ({ page }) => {
  await openInRussian(page, 'IMPORTER', '/all-bids/102');
  await page.getByRole('button', { name: 'Ответить на предложение' }).first().click();
  const lines = page.getByRole('dialog').getByTestId('bid-breakdown').locator('li');
  await expect(lines.first()).toBeVisible();
  const edges = await lines.evaluateAll((items) =>
    items.map((item) => {
      const amount = item.lastElementChild!.getBoundingClientRect();
      return { text: item.textContent, gap: item.getBoundingClientRect().right - amount.right };
    }),
  );
  expect(edges.filter(({ gap }) => Math.abs(gap) > 1)).toEqual([]);
});

test('at 360px in Russian, a long list’s page buttons stay on one row, the current page among them', async ({
  page,
}) => {
  await openInRussian(page, 'ADMIN', '/all-inquiries?page=100');
  const pages = page.getByRole('navigation', { name: 'Страницы' });
  await expect(pages.getByRole('button', { name: 'Страница 100' })).toHaveAttribute('aria-current', 'page');
  const rows = await pages
    .getByRole('listitem')
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
  expect(rows).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
