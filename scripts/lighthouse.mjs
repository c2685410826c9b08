// Lighthouse 12 (its default mobile preset: a mid-range phone, 4× slower CPU, simulated slow 4G) on
// one page at a time, signed in where the page needs it. One Chromium serves every run of a bench, so
// builds measured in turn (scripts/bench.mjs) meet the same browser and the same machine load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from './bench-pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Starts the browser Lighthouse drives; `measure` runs one page, `close` ends it. */
export async function startLighthouse({ reportDir }) {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Playwright shares the same browser, to put a signed-in session's cookies in place and to empty
  // the HTTP cache before each run (Lighthouse's own storage reset would also sign the user out).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];

  /**
   * @param {{ baseUrl: string, target: { path: string, email?: string }, label: string }} run
   *   label names the report file (test-results/…/<label>.json)
   */
  async function measure({ baseUrl, target, label }) {
    await context.clearCookies();
    if (target.email) {
      const response = await context.request.post(`${baseUrl}/api/auth/login`, {
        data: { email: target.email, password: DEMO_PASSWORD },
      });
      if (!response.ok()) throw new Error(`lighthouse: could not sign in as ${target.email}`);
      const { accessToken, refreshToken } = await response.json();
      const cookie = { url: baseUrl, secure: true, sameSite: 'Strict' };
      await context.addCookies([
        { ...cookie, name: 'accessToken', value: accessToken },
        { ...cookie, name: 'refreshToken', value: refreshToken },
      ]);
    }
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    // A trace that failed to record (Lighthouse's NO_NAVSTART and kin) is run again, up to twice.
    let run;
    for (let attempt = 0; attempt < 3; attempt++) {
      run = await lighthouse(
        `${baseUrl}${target.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          disableStorageReset: true,
        },
        undefined,
      );
      if (!run.lhr.runtimeError) break;
    }
    if (run.lhr.runtimeError) throw new Error(`lighthouse on ${target.path}: ${run.lhr.runtimeError.code}`);
    writeFileSync(`${reportDir}/${label.replace(/[^a-z0-9]+/gi, '-')}.json`, run.report);
    const { categories, audits, finalDisplayedUrl } = run.lhr;
    if (new URL(finalDisplayedUrl).pathname !== target.path.split('?')[0]) {
      throw new Error(`lighthouse: ${target.path} ended on ${finalDisplayedUrl} (not signed in?)`);
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  }

  async function close() {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
  return { measure, close };
}
