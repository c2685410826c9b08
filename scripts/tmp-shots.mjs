import { chromium } from '@playwright/test';
import { signInByApi } from './bench-pages.mjs';
const base = 'http://localhost:4390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  for (const email of ['importer@demo.az', 'carrier@demo.az']) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await signInByApi(context, base, email);
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByTestId('notification-bell').waitFor();
    await page.screenshot({ path: `/tmp/shot-${tag}-${email.split('@')[0]}-header.png` });
    await page.getByTestId('notification-bell').click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-${tag}-${email.split('@')[0]}-panel.png` });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(tag, email, 'scrollWidth', sw);
    await page.goto(`${base}/profile/notifications`);
    await page.getByRole('checkbox').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-${tag}-${email.split('@')[0]}-settings.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
