import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, expectAccessible, PASSWORD, resetDemoData, signIn, type Role } from './support';

// Production build, demo backend over HTTP: sign-in, each role's sidebar, the guards.

test.beforeEach(async ({ page }) => resetDemoData(page));

const sidebars: Record<Role, { has: string[]; lacks: string[] }> = {
  IMPORTER: { has: ['Ana səhifə', 'Təşkilat'], lacks: ['Təşkilatlar'] },
  LOGISTIC: { has: ['Ana səhifə', 'Təşkilat'], lacks: ['Təşkilatlar'] },
  ADMIN: { has: ['Ana səhifə', 'Təşkilatlar'], lacks: ['Təşkilat'] },
};

for (const role of Object.keys(ACCOUNTS) as Role[]) {
  test(`${role} signs in through the form and sees that role's sidebar and home`, async ({ page }) => {
    await signIn(page, role);
    const nav = page.getByRole('navigation', { name: 'Əsas menyu' });
    for (const item of sidebars[role].has)
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    for (const item of sidebars[role].lacks)
      await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('user-role')).toBeVisible();
    // The role's figures have loaded.
    await expect(page.getByTestId('figure-label').first()).toBeVisible();
    await expectAccessible(page);
    for (const item of sidebars[role].has.slice(1)) {
      await nav.getByRole('link', { name: item, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
      await expectAccessible(page);
    }
  });
}

test('cookies carry Secure and SameSite=Strict, and the token never appears in a URL', async ({
  page,
  context,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await signIn(page, 'IMPORTER');
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === 'accessToken');
  const refresh = cookies.find((c) => c.name === 'refreshToken');
  expect(access).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
  expect(refresh).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
  expect(urls.some((u) => u.includes(access!.value))).toBe(false);
});

test('wrong credentials show the server message and keep the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS.IMPORTER.email);
  await page.getByLabel('Şifrə', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('alert')).toContainText('E-poçt və ya şifrə yanlışdır.');
  await expect(page.getByLabel('E-poçt', { exact: true })).toHaveValue(ACCOUNTS.IMPORTER.email);
  await expectAccessible(page);
});

test.describe('guards', () => {
  test('a visitor is sent to /login from a protected page, and back after signing in', async ({ page }) => {
    await page.goto('/organization');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forganization$/);
    await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS.LOGISTIC.email);
    await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await expect(page).toHaveURL(/\/organization$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Xəzər Logistika MMC' })).toBeVisible();
  });

  test('the return-to parameter never leads to another origin', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) foreign.push(request.url());
    });
    for (const hostile of [
      'https://evil.example/steal',
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(document.cookie)',
    ]) {
      await page.context().clearCookies();
      await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
      await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS.IMPORTER.email);
      await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Daxil ol' }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(new URL(page.url()).origin, hostile).toBe(origin);
    }
    expect(foreign).toEqual([]);
  });

  test('a role the route does not allow is sent home', async ({ page }) => {
    await signIn(page, 'IMPORTER');
    await page.goto('/organizations');
    await expect(page).toHaveURL(/\/$/);
    await signOut(page);
    await signIn(page, 'ADMIN');
    await page.goto('/organization');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user is sent away from the sign-in pages', async ({ page }) => {
    await signIn(page, 'LOGISTIC');
    for (const path of ['/login', '/register', '/forgot-password', '/auth/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('an expired access token is refreshed once and the page still loads', async ({ page, context }) => {
    await signIn(page, 'ADMIN');
    const access = (await context.cookies()).find((c) => c.name === 'accessToken')!;
    // Same payload, broken signature: the server refuses it (403) and the client must refresh.
    await context.addCookies([{ ...access, value: `${access.value.slice(0, -4)}AAAA` }]);
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/refresh-token') && refreshes.push(r.url()));
    await page.goto('/organizations');
    await expect(page.getByRole('cell', { name: /^Xəzər Logistika MMC/ })).toBeVisible();
    expect(refreshes).toHaveLength(1);
  });
});

test('logout ends the session, here and on the server', async ({ page, context }) => {
  await signIn(page, 'IMPORTER');
  const refreshToken = (await context.cookies()).find((c) => c.name === 'refreshToken')!.value;
  const renew = () => context.request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect((await renew()).status()).toBe(200);
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await signOut(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sistemdən çıxdınız' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'accessToken')).toBe(false);
  expect((await revoked).status()).toBe(204);
  // The revoked refresh token no longer renews anything.
  expect((await renew()).status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Səhifə tapılmadı' })).toBeVisible();
  await expectAccessible(page);
});

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıxış' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
