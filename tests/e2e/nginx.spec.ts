import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, resetDemoData, signIn, type Role } from './support';

// The production build as users get it: served by deploy/nginx.conf (CSP, caching, compression,
// SPA fallback) with /api proxied to the backend. Each role signs in and walks one journey; the
// browser must report no Content-Security-Policy violation.

/** Collects CSP violations the page reports, from before its first script runs. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => {
    const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    return [...violations, ...reported];
  };
}

const journeys: Record<Role, (page: Page) => Promise<void>> = {
  IMPORTER: async (page) => {
    await page.goto('/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorğular' })).toBeVisible();
    await page.getByTestId('inquiry-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  LOGISTIC: async (page) => {
    await page.goto('/bids?tab=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Təkliflər' })).toBeVisible();
    await page
      .getByTestId('bid-row')
      .first()
      .getByRole('button', { name: /Ətraflı/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Təklifin detalları' })).toBeVisible();
  },
  ADMIN: async (page) => {
    await page.goto('/organizations');
    await expect(page.getByRole('cell', { name: /^Poti Sea Lines/ })).toBeVisible();
    await page.goto('/all-inquiries');
    await expect(page.getByTestId('inquiry-row').first()).toBeVisible();
  },
};

test.beforeEach(async ({ page }) => resetDemoData(page));

test('nginx sends the security, caching and compression headers, and falls back to the app', async ({
  page,
  request,
}) => {
  const document = await request.get('/inquiries/new', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(document.status()).toBe(200);
  const headers = document.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['cache-control']).toBe('no-store');
  expect(await document.text()).toContain('<div id="root">');

  await page.goto('/login');
  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toContain('max-age=31536000');
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toContain("script-src 'self'");

  const api = await request.get('/api/country/list');
  expect(api.status()).toBe(200);
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
});

for (const role of ['IMPORTER', 'LOGISTIC', 'ADMIN'] as const) {
  test(`${role} signs in and works through nginx with no CSP violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    await signIn(page, role);
    await journeys[role](page);
    await expectAccessible(page);
    expect(await violations()).toEqual([]);
  });
}
