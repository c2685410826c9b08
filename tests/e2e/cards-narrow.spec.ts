import { expect, test } from './fixtures';
import { resetDemoData, signIn } from './support';

// A list's cards on the narrowest phone we design for (360px), in Russian, whose words run longest:
// each fact's value stays inside its own column ('Автомобильный' with its icon once ran into the
// date beside it).

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
