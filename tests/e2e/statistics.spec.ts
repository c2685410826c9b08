import { expect, test } from './fixtures';
import { expectAccessible, resetDemoData, signIn, type Role } from './support';

// Each role's statistics page draws its charts from the demo data, and a different date
// range draws different figures.

test.beforeEach(async ({ page }) => resetDemoData(page));

for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const satisfies readonly Role[]) {
  test(`${role}: the charts are drawn from the demo data and follow the date range`, async ({ page }) => {
    await signIn(page, role);
    await page.goto('/statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistika' })).toBeVisible();
    const charts = page.getByTestId('chart');
    await expect(charts.first()).toBeVisible();
    const count = await charts.count();
    expect(count).toBeGreaterThanOrEqual(2);
    // Each chart is an SVG drawing with marks in it, not an empty frame.
    for (let i = 0; i < count; i += 1) {
      await expect(charts.nth(i).locator('svg').first()).toBeVisible();
      await expect
        .poll(async () => charts.nth(i).locator('svg path, svg rect, svg circle').count())
        .toBeGreaterThan(0);
    }
    await expectAccessible(page);

    const totals = page.getByRole('region', { name: 'Yekun göstəricilər' });
    const before = await totals.innerText();
    const request = page.waitForRequest(
      (r) => r.url().includes('/api/statistics') && r.url().includes('startDate'),
    );
    await page.getByRole('combobox', { name: 'Tarix aralığı' }).selectOption({ label: 'Bu ay' });
    expect(new URL((await request).url()).searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-01$/);
    await expect(page).toHaveURL(/range=thisMonth/);
    await expect.poll(() => totals.innerText()).not.toBe(before);
  });
}
