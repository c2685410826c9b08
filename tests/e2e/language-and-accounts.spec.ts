import { expect, test } from './fixtures';
import { fillRegistration } from './form-fills';
import { expectAccessible, resetDemoData, signIn } from './support';

test.beforeEach(async ({ page }) => resetDemoData(page));

test('switching language changes the copy, localStorage lang and the body class, and survives a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('body')).toHaveClass(/lang-az/);
  await expect(page.getByRole('heading', { name: 'Daxil ol' })).toBeVisible();

  await page.getByLabel('Dil').selectOption('ru');
  await expect(page.getByRole('heading', { name: 'Войти' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/lang-ru/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Войти' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/lang-ru/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/lang-en/);
});

test('the API hears the chosen language: server errors come back in it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Dil').selectOption('en');
  await page.getByLabel('Email', { exact: true }).fill('importer@demo.az');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
});

test('register a new importer, validated field by field, then land on its home', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
  await expect(page.getByText('Bu xana mütləqdir').first()).toBeVisible();
  await expectAccessible(page);

  await fillRegistration(page, 'samir@shirvanimport.az');
  await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xoş gəldiniz, Samir Qasımov' })).toBeVisible();
  await expect(page.getByText('Sorğu yoxdur')).toBeVisible(); // a new importer has no inquiries yet
  await expectAccessible(page);
});

test('forgot password → reset link → new password signs in', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-poçt', { exact: true }).fill('carrier@demo.az');
  await page.getByRole('button', { name: 'Link göndər' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'bərpa linki' })).toBeVisible();
  await expectAccessible(page);

  const outbox = (await (await page.request.get('/api/demo/outbox')).json()) as Array<{ link: string }>;
  await page.goto(outbox[0]!.link);
  await page.getByLabel('Yeni şifrə', { exact: true }).fill('Carrier2026!');
  await page.getByLabel('Yeni şifrəni təsdiqləyin', { exact: true }).fill('Carrier2026!');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Şifrəni dəyiş' }).click();
  await expect(page.getByText('Şifrəniz dəyişdirildi')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-poçt', { exact: true }).fill('carrier@demo.az');
  await page.getByLabel('Şifrə', { exact: true }).fill('Carrier2026!');
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Xoş gəldiniz/ })).toBeVisible();
});

test('on a phone the sidebar opens as a drawer and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'ADMIN');
  await page.getByRole('button', { name: 'Menyunu aç' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Əsas menyu' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Menyunu aç' }).first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Təşkilatlar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Təşkilatlar' })).toBeVisible();
  await expect(drawer).toBeHidden();
});
