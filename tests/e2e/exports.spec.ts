import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, resetDemoData, signIn, atDeskAndPhone } from './support';
import { IMPORTER_INQUIRIES_CSV_HEADER_AZ } from '@tests/utils/csv-headers';

// Exports: each role takes its filtered list as a CSV file, at a desk and on a phone. The
// file is read back as Excel would: a byte order mark, ';' between cells in Azerbaijani, a header row
// in the user's language, and as many rows as the list counts.

test.beforeEach(async ({ page }) => resetDemoData(page));

/** Clicks the list's export and reads the file the browser saved: its name, and its rows split into cells. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV ixrac et' }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  // EF BB BF: the UTF-8 byte order mark Excel needs to read az and ru letters.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  return { name: file.suggestedFilename(), rows: lines.map((line) => line.split(';')) };
}

/** The list's total as its footer says it: '3479 nəticədən 1–10'. */
async function listTotal(page: Page) {
  const text = await page
    .getByText(/\d[\d\s]* nəticədən/)
    .first()
    .textContent();
  return Number(text!.match(/^([\d\s]+) nəticədən/)![1]!.replace(/\s/g, ''));
}

atDeskAndPhone(() => {
  test('an importer exports the sea inquiries on the list, all pages of them', async ({ page }) => {
    await signIn(page, 'IMPORTER');
    await page.goto('/inquiries?tab=general&mode=SEA');
    // A table at a desk, cards on a phone.
    await expect(page.getByTestId('inquiry-row').or(page.getByTestId('inquiry-card')).first()).toBeVisible();
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(10);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const { name, rows } = await exportCsv(page);
    expect(name).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]).toEqual(IMPORTER_INQUIRIES_CSV_HEADER_AZ);
    expect(rows).toHaveLength(1 + total);
    await expect(page.getByText(/^Fayl hazırdır: inquiries-/)).toBeVisible();
  });

  test('an admin exports the pending bids', async ({ page }) => {
    await signIn(page, 'ADMIN');
    await page.goto('/bids?status=PENDING');
    await expect(page.getByTestId('bid-row').first()).toBeVisible();
    const total = await listTotal(page);
    await expectNoSidewaysScroll(page);

    const { name, rows } = await exportCsv(page);
    expect(name).toMatch(/^bids-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]?.slice(0, 5)).toEqual([
      'Sorğu',
      'Götürülmə ünvanı',
      'Çatdırılma ünvanı',
      'Daşıyıcı',
      'İdxalçı',
    ]);
    expect(rows).toHaveLength(1 + total);
  });

  test('a carrier exports its payments', async ({ page }) => {
    await signIn(page, 'LOGISTIC');
    await page.goto('/billing');
    await expect(page.getByTestId('transaction-row').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    const { name, rows } = await exportCsv(page);
    expect(name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]?.[0]).toBe('Ödəniş tarixi');
    expect(rows.length).toBeGreaterThan(1);
  });
});
