import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInQuickly } from './faults';
import { ACCOUNTS, PASSWORD, type Role } from './support';

// Every signed-in landing route paints its shell, its heading and the heading's subtitle without
// waiting for the server: the page's data shows its own loading state under a heading already there.
// Proved twice, without timing:
// - every /api answer held: the shell, the heading and the data's loading state show while nothing has
//   answered; let go, the data comes as usual;
// - the answer first, the screen's code after (what a first visit usually meets: the route table
//   asks for the data beside the code): the heading still reaches the page in a commit before the
//   data's, not held back until every row is drawn.

type Landing = {
  path: string;
  role: Role;
  heading: string | RegExp;
  /** The subtitle's words while the data is held. */
  subtitle: string | RegExp;
  /** What only the data shows, once the answers are let go (a CSS selector). */
  data: string;
  /** The route's own first request, the one its loader starts. */
  api: RegExp;
  /** The screen's component, as its module exports it to the route table (held in the second test). */
  screen: string;
};

const greeting = (role: Role) => `Xoş gəldiniz, ${ACCOUNTS[role].name}`;

const LANDINGS: Landing[] = [
  {
    path: '/',
    role: 'IMPORTER',
    heading: greeting('IMPORTER'),
    subtitle: 'Sorğularınız və aldığınız təkliflər bir baxışda',
    data: '[data-testid="figure"]',
    api: /\/api\/dashboard/,
    screen: 'HomeRoute',
  },
  {
    path: '/inquiries',
    role: 'IMPORTER',
    heading: 'Sorğular',
    subtitle: 'Göndərdiyiniz sorğular, onların statusu və aldıqları təkliflər',
    data: '[data-testid="inquiry-row"]',
    api: /\/api\/inquiries\?/,
    screen: 'ImporterInquiriesRoute',
  },
  {
    path: '/all-bids/102',
    role: 'IMPORTER',
    heading: 'Bütün təkliflər',
    subtitle: 'Bu sorğuya verilən təkliflər',
    data: '[data-testid="bid-row"]',
    api: /\/api\/bids\/bids\/102\?/,
    screen: 'AllBidsRoute',
  },
  {
    path: '/',
    role: 'LOGISTIC',
    heading: greeting('LOGISTIC'),
    subtitle: 'Açıq sorğular və təklifləriniz bir baxışda',
    data: '[data-testid="figure"]',
    api: /\/api\/dashboard/,
    screen: 'HomeRoute',
  },
  {
    path: '/inquiry',
    role: 'LOGISTIC',
    heading: 'Sorğular',
    subtitle: 'Təklif verə biləcəyiniz açıq sorğular',
    data: '[data-testid="inquiry-row"]',
    api: /\/api\/bids\/inquiries\?/,
    screen: 'CarrierInquiriesRoute',
  },
  {
    path: '/billing',
    role: 'LOGISTIC',
    heading: 'Hesablaşma',
    subtitle: 'Qazandığınız təkliflər üzrə platforma komissiyası, ödənişlər və hesab-fakturalar.',
    data: '[data-testid="balance-card"]',
    api: /\/api\/billing\/summary/,
    screen: 'BillingRoute',
  },
  {
    path: '/',
    role: 'ADMIN',
    heading: greeting('ADMIN'),
    subtitle: 'Platformanın göstəriciləri',
    data: '[data-testid="figure"]',
    api: /\/api\/dashboard/,
    screen: 'HomeRoute',
  },
  {
    path: '/all-inquiries',
    role: 'ADMIN',
    heading: 'Bütün sorğular',
    subtitle: 'Platformadakı bütün təşkilatların sorğuları',
    data: '[data-testid="inquiry-row"]',
    api: /\/api\/inquiries\?/,
    screen: 'AllInquiriesRoute',
  },
];

/** Holds every /api request unanswered until `release`; then they, and any after, go on. */
async function holdEveryApiAnswer(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/**', async (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  return {
    heldCount: () => held.length,
    release: async () => {
      holding = false;
      // The page may have left a request behind (a cancelled query): its answer has nowhere to go.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/**
 * Holds the script that exports the screen's component (`export{… as ImporterInquiriesRoute}`, as
 * the route table imports it) until `release`, whatever file the bundler put it in; every other
 * script comes as usual.
 */
async function holdTheScreensCode(page: Page, component: string) {
  const exportsScreen = new RegExp(`export\\{[^}]*\\b${component}\\b[^}]*\\}`);
  const held: (() => Promise<void>)[] = [];
  const heldUrls: string[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (!holding) return route.continue().catch(() => undefined);
    // A script still on its way when the test ends has no page to go to.
    const response = await route.fetch().catch(() => null);
    const body = response && (await response.text().catch(() => null));
    if (!response || body === null) return undefined;
    const send = () => route.fulfill({ response, body }).catch(() => undefined);
    if (!holding || !exportsScreen.test(body)) return send();
    held.push(send);
    heldUrls.push(route.request().url());
  });
  return {
    heldCount: () => held.length,
    heldUrls,
    release: async () => {
      holding = false;
      await Promise.all(held.map((send) => send()));
    },
  };
}

type Commits = { batches: number; heading?: number; headingAt?: number; data?: number };

/**
 * Counts the page's DOM commits (one MutationObserver batch each) and notes the first in which a
 * `main h1` (and when, on the page's clock), and the first in which the data (`dataSelector`), was
 * there. Runs in the page.
 */
function recordCommits(dataSelector: string) {
  const w = window as unknown as { __commits: Commits };
  w.__commits = { batches: 0 };
  new MutationObserver(() => {
    const commits = w.__commits;
    commits.batches += 1;
    if (commits.heading === undefined && document.querySelector('main h1')) {
      commits.heading = commits.batches;
      commits.headingAt = performance.now();
    }
    if (commits.data === undefined && document.querySelector(dataSelector)) commits.data = commits.batches;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Signed in as `role`, opens `path` with its commits recorded and its screen's code held. */
async function openHoldingTheScreensCode(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  { role, screen, data, path }: Pick<Landing, 'role' | 'screen' | 'data' | 'path'>,
) {
  await signInQuickly(context, baseURL, role);
  await page.addInitScript(recordCommits, data);
  const code = await holdTheScreensCode(page, screen);
  await page.goto(path);
  return code;
}

for (const { path, role, heading, subtitle, data, api, screen } of LANDINGS) {
  test(`${path} (${role}): the shell, the heading and its subtitle paint before any /api answer`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInQuickly(context, baseURL!, role);
    const answers = await holdEveryApiAnswer(page);
    await page.goto(path);

    // The screen itself is there: its data's part says it is loading (the kit's skeletons; the
    // shell's stand-in heading while the code loads has a spinner, not these).
    await expect(page.locator('main .animate-pulse').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    // The subtitle is the header's own line under the h1, not a sentence elsewhere on the page.
    await expect(page.locator('main header').getByText(subtitle, { exact: true })).toBeVisible();
    // Still loading, heading and all at once: not a heading that was there before the screen came.
    await expect(page.locator('main .animate-pulse').first()).toBeVisible();
    // Nothing had answered: the screen did ask, and is waiting.
    expect(answers.heldCount(), 'the screen asked the server for its data').toBeGreaterThan(0);
    await expect(page.locator(data).first(), 'no data shows while every answer is held').toBeHidden();

    await answers.release();
    await expect(page.locator(data).first()).toBeVisible();
    await expect(h1).toHaveText(heading);
  });

  test(`${path} (${role}): with its answer in before its code, the heading commits before the data`, async ({
    page,
    context,
    baseURL,
  }) => {
    const answer = page.waitForResponse(api, { timeout: 15_000 });
    const code = await openHoldingTheScreensCode(page, context, baseURL!, { role, screen, data, path });
    await answer;
    await expect
      .poll(() => code.heldCount(), { message: "the screen's code was asked for, and held" })
      .toBeGreaterThan(0);
    await code.release();

    await expect(page.locator(data).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const commits = await page.evaluate(
      () => (window as unknown as { __commits: { heading?: number; data?: number } }).__commits,
    );
    expect(commits.heading, 'the heading was drawn').toBeDefined();
    expect(
      commits.heading!,
      'the heading reached the page in a commit before the one that drew the data',
    ).toBeLessThan(commits.data!);
  });

  test(`${path} (${role}): on a first load, its code is asked for once its heading is on the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    const code = await openHoldingTheScreensCode(page, context, baseURL!, { role, screen, data, path });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect.poll(() => code.heldUrls.length, { message: "the screen's code was asked for" }).toBe(1);
    await code.release();
    await expect(page.locator(data).first()).toBeVisible();
    // Both on the page's own clock: when the heading entered the page, and when the code was asked for.
    const order = await page.evaluate((url) => {
      const asked = performance.getEntriesByName(url)[0]?.startTime;
      return { asked, heading: (window as unknown as { __commits: Commits }).__commits.headingAt };
    }, code.heldUrls[0]!);
    expect(order.heading, 'the heading entered the page').toBeDefined();
    expect(order.asked, "the screen's code was asked for after its heading was on the page").toBeGreaterThan(
      order.heading!,
    );
  });
}

test("after signing in, the home screen's code is asked for beside the shell's, not after its heading", async ({
  page,
}) => {
  const heading = greeting('IMPORTER');
  // When the home heading (not the sign-in page's) entered the page, on the page's clock.
  await page.addInitScript((text) => {
    new MutationObserver(() => {
      const w = window as unknown as { __homeHeadingAt?: number };
      if (w.__homeHeadingAt === undefined && document.querySelector('main h1')?.textContent === text)
        w.__homeHeadingAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, heading);
  const code = await holdTheScreensCode(page, 'HomeRoute');
  await page.goto('/login');
  await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS.IMPORTER.email);
  await page.getByLabel('Şifrə', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  // Held, the screen's code was asked for while the shell's came: the heading had nothing to wait for.
  await expect.poll(() => code.heldUrls.length, { message: "the home screen's code was asked for" }).toBe(1);
  await code.release();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const order = await page.evaluate(
    (url) => ({
      asked: performance.getEntriesByName(url)[0]?.startTime,
      heading: (window as unknown as { __homeHeadingAt?: number }).__homeHeadingAt,
    }),
    code.heldUrls[0]!,
  );
  expect(order.heading, 'the home heading entered the page').toBeDefined();
  expect(order.asked, 'asked for before the heading entered the page').toBeLessThan(order.heading!);
});
