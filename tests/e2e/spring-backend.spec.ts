import { ACCOUNTS } from '../../server/spring/seed';
import { SPRING_API_PORT } from '@tests/e2e-ports';
import { expect, test, type Page, type Response } from './fixtures';
import { expectAccessible } from './support';

// The production build, served by `vite preview` with VITE_API_PROXY, against server/spring: a
// backend written from the product spec alone in Spring Boot's conventions (docs/spring-backend.md).
// Each role's main journey works there; no list sends what Spring's Pageable or enum binding refuses;
// a screen on a designed endpoint the server lacks says so in the user's language, never in Spring's
// words; an expired token's 403 is refreshed once and the request retried.

const BACKEND = `http://127.0.0.1:${SPRING_API_PORT}`;
const NAMES = { IMPORTER: 'Nigar Aliyeva', LOGISTIC: 'Rashad Guliyev', ADMIN: 'Samir Rzayev' } as const;
type Role = keyof typeof NAMES;
const UNAVAILABLE = 'Bu serverdə mövcud deyil';
/** What Spring says in its error bodies: never the main text of a screen. */
const SPRING_WORDS = /No static resource|No property '|Failed to convert|Access Denied|Internal Server Error/;

// One backend (one database) serves the file: its tests run one after another, each from the seed.
test.describe.configure({ mode: 'default' });

type Call = { method: string; url: URL; status: number; bearer: string | undefined };
const calls = new WeakMap<Page, Call[]>();

/** Every /api answer the page gets, in order: the journeys check what was sent and what came back. */
function recordApi(page: Page) {
  const list: Call[] = [];
  calls.set(page, list);
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const request = response.request();
    const bearer = request.headers().authorization?.replace('Bearer ', '');
    list.push({ method: request.method(), url, status: response.status(), bearer });
  });
  return list;
}

const describe = (call: Call) => `${call.status} ${call.method} ${call.url.pathname}${call.url.search}`;

/** No request of the journey was refused as malformed (400) or broke the server (500). */
function expectNoRefusedQueries(page: Page) {
  const refused = (calls.get(page) ?? []).filter((call) => call.status === 400 || call.status >= 500);
  expect(refused.map(describe), 'requests a Spring server refused').toEqual([]);
}

async function expectNoSpringWords(page: Page) {
  await expect(page.locator('body')).not.toContainText(SPRING_WORDS);
}

async function signIn(page: Page, role: Role) {
  await page.goto('/login');
  await page.getByLabel('E-poçt', { exact: true }).fill(ACCOUNTS[role].email);
  await page.getByLabel('Şifrə', { exact: true }).fill(ACCOUNTS[role].password);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Xoş gəldiniz, ${NAMES[role]}` })).toBeVisible();
}

const answerTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

/** dd-MM-yyyy of a LocalDateTime (no zone: the wall-clock time it names). */
const shownDate = (localDateTime: string) => localDateTime.slice(0, 10).split('-').reverse().join('-');

test.beforeEach(async ({ page, playwright }) => {
  const backend = await playwright.request.newContext();
  expect((await backend.post(`${BACKEND}/__control/reset`)).status(), 'the test backend is reset').toBe(204);
  await backend.dispose();
  recordApi(page);
});

test.afterEach(({ page }, info) => {
  // What the client sent and got: the first thing to read when a journey fails here.
  if (process.env.PW_LOG_API || info.status !== info.expectedStatus)
    console.log((calls.get(page) ?? []).map(describe).join('\n'));
});

test('importer: an inquiry’s bids newest first, a bid’s details, accepting it with confirmation, the list refreshed', async ({
  page,
}) => {
  await signIn(page, 'IMPORTER');

  const firstPage = answerTo(page, 'GET', /^\/api\/bids\/bids\/501$/);
  await page.goto('/all-bids/501');
  const answer = await firstPage;
  expect(answer.status()).toBe(200);
  const query = new URL(answer.url()).searchParams;
  expect(query.get('page')).toBe('0');
  expect(query.get('size')).toBe('10');
  expect(query.getAll('sort')).toEqual(['createdAt,desc']);

  await expect(page.getByRole('heading', { level: 1, name: 'Bütün təkliflər' })).toBeVisible();
  const rows = page.getByTestId('bid-row');
  await expect(rows).toHaveCount(4);
  // The order asked for: the seed stores them otherwise, so the server's own order would differ.
  await expect(rows).toContainText([
    'Revised: direct route',
    'Two tilt trucks, GPS tracked',
    'Transit 6 days via Sarp',
    'Kura Freight',
  ]);
  const newest = ((await answer.json()) as { content: { createdAt: string }[] }).content[0]?.createdAt ?? '';
  await expect(rows.first()).toContainText(shownDate(newest));
  await expectNoSpringWords(page);
  await expectAccessible(page);

  // A bid with no certificate, truck count or insurance: those rows are left out or say 'Yoxdur'.
  await rows.filter({ hasText: 'Kura Freight' }).getByRole('button', { name: 'Təklifi cavabla' }).click();
  const details = page.getByRole('dialog', { name: 'Təfərrüatlar' });
  await expect(details).toContainText('Levan');
  await expect(details).not.toContainText('Sertifikat');
  await expect(details).toContainText('Yoxdur');
  await details.getByRole('button', { name: /Bağla/ }).click();
  await expect(details).toBeHidden();

  const chosen = rows.filter({ hasText: 'Two tilt trucks, GPS tracked' });
  await chosen.getByRole('button', { name: 'Təklifi cavabla' }).click();
  await expect(details).toContainText('Rashad');
  await expect(details).toContainText('Guliyev');
  await expect(details).toContainText('ISO 9001');
  await expect(details).toContainText(/2[.,\s ]?300/);
  await expectAccessible(page);

  await details.getByRole('button', { name: 'Təsdiqlə' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Təsdiqlə' });
  await expect(confirm).toContainText('Bu təklifi qəbul etmək istədiyinizə əminsiniz?');
  const approved = answerTo(page, 'PUT', /^\/api\/bids\/approve\/7002$/);
  const refreshed = answerTo(page, 'GET', /^\/api\/bids\/bids\/501$/);
  await confirm.getByRole('button', { name: 'Bəli' }).click();
  expect((await approved).status()).toBe(200);
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(chosen.getByRole('button', { name: 'Təklifin detalları' })).toBeVisible();
  await expect(chosen).toContainText('Təsdiqlənib');
  await expectNoSpringWords(page);
  expectNoRefusedQueries(page);
});

test('carrier: the open inquiries, newest first, and one of them opened', async ({ page }) => {
  await signIn(page, 'LOGISTIC');

  const list = answerTo(page, 'GET', /^\/api\/bids\/inquiries$/);
  await page.goto('/inquiry');
  expect((await list).status()).toBe(200);
  const rows = page.getByTestId('inquiry-row');
  // Open ones and the one this carrier won (INQ-502); INQ-505 is completed and was never its.
  await expect(rows).toHaveCount(4);
  await expect(rows).toContainText(['INQ-504', 'INQ-503', 'INQ-501', 'INQ-502']);
  await expectNoSpringWords(page);
  await expectAccessible(page);

  const inquiry = answerTo(page, 'GET', /^\/api\/bids\/inquiry\/503$/);
  await rows.getByRole('link', { name: 'INQ-503' }).click();
  expect((await inquiry).status()).toBe(200);
  await expect(page).toHaveURL(/\/inquiry\/inquiry-details\/503$/);
  await expect(page.getByText('INQ-503').first()).toBeVisible();
  await expectNoSpringWords(page);
  await expectAccessible(page);
  expectNoRefusedQueries(page);
});

test('carrier: an inquiry’s page shows the spec’s inquiry fields as a Spring team names them (product, pickup and delivery places)', async ({
  page,
}) => {
  await signIn(page, 'LOGISTIC');
  const inquiry = answerTo(page, 'GET', /^\/api\/bids\/inquiry\/503$/);
  await page.goto('/inquiry/inquiry-details/503');
  expect((await inquiry).status()).toBe(200);
  await expect(page.getByText('INQ-503').first()).toBeVisible();
  for (const shown of ['Wheat flour', 'Aktau', 'Kazakhstan', 'Baku']) {
    await expect(page.getByText(shown).first()).toBeVisible();
  }
  await expect(page.getByText('Marşrut hələ göstərilməyib')).toHaveCount(0);
  // The goods' codes as Java enums bind them (PALLETS, EUR1, TILT_82), shown in the reader's words.
  const load = page.getByRole('region', { name: 'Yük məlumatları' });
  await expect(load.getByText('Paletlər').first()).toBeVisible();
  await expect(load.getByText('Tentli 82 m³')).toBeVisible();
  await expect(load).not.toContainText(/PALLETS|TILT_82/);
  await expectNoSpringWords(page);
  await expectAccessible(page);
  expectNoRefusedQueries(page);
});

test('admin: the organisations, and screens on endpoints this server lacks say so in Azerbaijani', async ({
  page,
}) => {
  await signIn(page, 'ADMIN');

  const list = answerTo(page, 'GET', /^\/api\/organizations$/);
  await page.goto('/organizations');
  expect((await list).status()).toBe(200);
  for (const name of ['Caspian Trade MMC', 'Ganja Agro LLC', 'Silk Road Logistics', 'Kura Freight']) {
    await expect(page.getByText(name).first()).toBeVisible();
  }
  await expectNoSpringWords(page);
  await expectAccessible(page);

  // Promo codes stand on a designed endpoint alone.
  await page.goto('/promo-codes');
  await expect(page.getByText(UNAVAILABLE).first()).toBeVisible();
  await expectNoSpringWords(page);
  await expectAccessible(page);

  // All inquiries: served by the spec's list where the client can, otherwise 'not available'.
  await page.goto('/all-inquiries');
  await expect(page.getByText(UNAVAILABLE).or(page.getByText('INQ-501')).first()).toBeVisible();
  await expectNoSpringWords(page);
  await expectAccessible(page);
  expectNoRefusedQueries(page);
});

test('an expired token: the 403 is refreshed once and every refused request retried with the new token', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'LOGISTIC');
  await page.goto('/inquiry');
  await expect(page.getByTestId('inquiry-row')).toHaveCount(4);

  // The log is read from before the expiry: a background read (the organisation, a count) may meet
  // the 403 first and start the one refresh, and the click then rides on the new token.
  const log = calls.get(page) as Call[];
  const from = log.length;
  const backend = await playwright.request.newContext();
  expect((await backend.post(`${BACKEND}/__control/expire-tokens`)).status()).toBe(204);
  await backend.dispose();

  const retried = page.waitForResponse(
    (r) => /^\/api\/bids\/inquiry\/501$/.test(new URL(r.url()).pathname) && r.status() === 200,
  );
  await page.getByTestId('inquiry-row').getByRole('link', { name: 'INQ-501' }).click();
  await retried;
  await expect(page.getByText('INQ-501').first()).toBeVisible();

  const after = () => log.slice(from);
  const refused = () => after().filter((call) => call.status === 403);
  expect(refused().length, 'requests refused after the expiry').toBeGreaterThan(0);
  // Retried means asked again with the new token and not refused: a designed read may then be a 404.
  // A read the screen does not wait for (the profile) is retried a moment later: the test waits for it.
  const notRetried = () =>
    refused()
      .filter(
        (call) =>
          !after().some(
            (other) =>
              other.url.pathname === call.url.pathname &&
              other.status !== 403 &&
              other.bearer !== call.bearer,
          ),
      )
      .map(describe);
  await expect.poll(notRetried, { message: 'every refused request retried with the new token' }).toEqual([]);
  // The page's last read (the carrier's own bids, asked once the bid panel's code is in) must be answered
  // before the tokens age again: otherwise its refresh races the reload below.
  await expect
    .poll(() => after().some((call) => call.url.pathname === '/api/bids/mine/501' && call.status !== 403), {
      message: "the carrier's own bids read with the renewed token",
    })
    .toBe(true);
  const refreshes = after().filter((call) => call.url.pathname === '/api/auth/refresh-token');
  expect(refreshes.map(describe)).toEqual(['200 POST /api/auth/refresh-token']);
  const inquiryCalls = after().filter((call) => call.url.pathname === '/api/bids/inquiry/501');
  const expired = refused()[0]?.bearer;
  expect(inquiryCalls.at(-1)?.status).toBe(200);
  expect(inquiryCalls.at(-1)?.bearer, 'the inquiry read with the renewed token').not.toBe(expired);

  // A whole reload with every token aged again: its requests refused together wait for one refresh.
  // Counted from the expiry, as above: a background read may meet the 403 before the reload starts.
  const reloadFrom = log.length;
  const backendAgain = await playwright.request.newContext();
  await backendAgain.post(`${BACKEND}/__control/expire-tokens`);
  await backendAgain.dispose();
  const reloaded = page.waitForResponse(
    (r) => /^\/api\/bids\/inquiry\/501$/.test(new URL(r.url()).pathname) && r.status() === 200,
  );
  await page.reload();
  await reloaded;
  await expect(page.getByText('INQ-501').first()).toBeVisible();
  const reload = () => log.slice(reloadFrom);
  const unanswered = () => {
    const refused = reload().filter((call) => call.status === 403);
    return refused
      .filter((r) => !reload().some((call) => call.url.pathname === r.url.pathname && call.status !== 403))
      .map(describe);
  };
  expect(
    reload().filter((call) => call.status === 403).length,
    'requests refused after the reload',
  ).toBeGreaterThan(0);
  await expect.poll(unanswered, { message: 'every refused request retried' }).toEqual([]);
  const reloadRefreshes = () =>
    reload()
      .filter((call) => call.url.pathname === '/api/auth/refresh-token')
      .map(describe);
  await expect
    .poll(reloadRefreshes, { message: 'one refresh for the whole reload' })
    .toEqual(['200 POST /api/auth/refresh-token']);
  await expectNoSpringWords(page);
  await expectAccessible(page);
});
