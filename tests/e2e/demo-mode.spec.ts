import { expect, test } from './fixtures';
import { expectAccessible } from './support';

// The in-browser demo (what a newcomer runs first): MSW answers /api inside the page, the data
// lives in localStorage and survives a reload.

test('a newcomer picks a demo account, signs in, and the demo data survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo hesabları' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Administrator admin@demo\.az$/ }).click();
  await expect(page.getByLabel('E-poçt', { exact: true })).toHaveValue('admin@demo.az');
  await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xoş gəldiniz, Tural İsmayılov' })).toBeVisible();
  // On a desk the badge shows; the phone menu's copy of it is in the page, hidden.
  await expect(page.getByText('Demo rejimi').filter({ visible: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Əsas menyu' })
    .getByRole('link', { name: 'Təşkilatlar' })
    .click();
  await expect(page.getByRole('cell', { name: /^Poti Sea Lines/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('yukbirja-demo-db'))).toContain('Poti Sea Lines');

  await page.reload();
  await expect(page.getByRole('cell', { name: /^Poti Sea Lines/ })).toBeVisible();
  await expectAccessible(page);
});
