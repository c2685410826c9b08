// Lighthouse (its default mobile preset: a mid-range phone, 4× slower CPU, simulated slow 4G) on
// the pages issue 8 names, signed in where the page needs it. Used by scripts/bench.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * @param {object} options
 * @param {string} options.baseUrl  where the production build is served, /api included
 * @param {{ path: string, role: string | null, email?: string }[]} options.pages
 * @param {string} options.password the demo accounts' password
 * @param {string} options.reportDir where each page's full Lighthouse report (JSON) is kept
 */
export async function runLighthouse({ baseUrl, pages, password, reportDir }) {
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
  const results = [];
  try {
    for (const target of pages) {
      await context.clearCookies();
      if (target.email) {
        const response = await context.request.post(`${baseUrl}/api/auth/login`, {
          data: { email: target.email, password },
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
      const slug = target.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(`${reportDir}/${slug}.json`, run.report);
      const { categories, audits, finalDisplayedUrl } = run.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      if (new URL(finalDisplayedUrl).pathname !== target.path.split('?')[0]) {
        throw new Error(`lighthouse: ${target.path} ended on ${finalDisplayedUrl} (not signed in?)`);
      }
      results.push({
        path: target.path,
        role: target.role,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        failing,
      });
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
  return results;
}
