import { expect, test } from './fixtures';
import { resetDemoData, signIn } from './support';

// The narrowest phone we design for (360px), in Russian, whose words run longest: a card's facts stay
// in their columns ('Автомобильный' with its icon once ran into the date beside it), and a dialog
// whose buttons wrap to two rows still fits the window.

test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(async ({ page }) => resetDemoData(page));

test('at 360px in Russian, no fact of an inquiry card runs into its neighbour', async ({ page }) => {
  await signIn(page, 'IMPORTER');
  await page.evaluate(() => localStorage.setItem('lang', 'ru'));
  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Запросы' })).toBeVisible();
  const facts = page.locator('main li dl > div');
  await expect(facts.first()).toContainText('Вид транспорта');
  const overflowing = await facts.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('at 360px in Russian, the new-bid dialog fits the window with its title and both buttons', async ({
  page,
}) => {
  await signIn(page, 'LOGISTIC');
  await page.evaluate(() => localStorage.setItem('lang', 'ru'));
  await page.goto('/inquiry');
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
