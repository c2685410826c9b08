import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { E2E_DIST } from '@tests/e2e-ports';
import { signInQuickly } from './faults';
import { networkIdle, watchNetwork } from './support';

// The production build (made by the test servers before any test) carries no demo backend: no msw,
// no seed, no demo accounts, no service worker — the app can only talk to the real /api. Nor React
// Query's devtools, which only `npm run dev` loads ('tsqd-' is the prefix of their class names).

const DIST = E2E_DIST;
const MARKERS = [
  'setupWorker',
  'mockServiceWorker',
  'yukbirja-demo-db',
  'Demo1234!',
  'demo-salt:',
  'Xəzər Logistika MMC',
  'tsqd-',
];

test('the production bundle contains no demo-backend code', () => {
  const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(5);
  const found = assets.flatMap((file) => {
    const text = readFileSync(join(DIST, 'assets', file), 'utf8');
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
  expect(existsSync(join(DIST, 'mockServiceWorker.js'))).toBe(false);
});

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };

// A screen's files are asked for in one round: each lazy chunk names, itself, every file under it
// (build/hoist-transitive-imports.ts), where the browser found them a level of imports at a time.
test('every lazy chunk imports, after its own imports, every file under it that the entry has not loaded', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const under = (key: string, found = new Set<string>()) => {
    for (const next of manifest[key]?.imports ?? []) {
      if (!found.has(next)) under(next, found.add(next));
    }
    return found;
  };
  const fileOf = (key: string) => manifest[key]!.file.replace('assets/', '');
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entry.flatMap((key) => [key, ...under(key)]));
  const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
  expect(lazy.length).toBeGreaterThan(20);
  const wrong = lazy.flatMap((key) => {
    const code = readFileSync(join(DIST, manifest[key]!.file), 'utf8');
    const direct = manifest[key]!.imports ?? [];
    // Its own imports run first: every added line comes after the last of them.
    const lastOwn = Math.max(-1, ...direct.map((file) => code.lastIndexOf(`"./${fileOf(file)}"`)));
    return [...under(key)]
      .filter((file) => file !== key && !loaded.has(file) && !direct.includes(file))
      .filter((file) => code.lastIndexOf(`import"./${fileOf(file)}";`) <= lastOwn)
      .map((file) => `${manifest[key]!.file}: ${fileOf(file)}`);
  });
  expect(wrong).toEqual([]);
});

// A page loads only the code it renders (src/config/chunk-areas.ts): what a first load fetches is read
// from the scripts the browser really asked for, by words only each library's code carries.
const LIBRARY_MARKERS = {
  // react-select's screen-reader guidance, with its styling engine beside it in the same chunk.
  searchableSelect: 'Use Up and Down to choose options',
  // goober, the CSS-in-JS engine of the toast library, names its style element so.
  toastStyles: '_goober',
  // TanStack Query's provider, the first piece of the signed-in shell's server cache.
  serverCache: 'No QueryClient set',
  // The list table's sticky header: its code is fetched on a desk only (a phone draws cards).
  tableCode: 'sticky top-0 z-10 bg-slate-50',
  // Radix's focus guards: the dialog stack, fetched when a dialog is first wanted.
  dialogStack: 'data-radix-focus-guard',
} as const;

type Library = keyof typeof LIBRARY_MARKERS;

/** The libraries whose code is in the scripts the page has fetched so far. */
function recordLibraries(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async (): Promise<Library[]> => {
    const texts = await Promise.all(bodies);
    return (Object.keys(LIBRARY_MARKERS) as Library[]).filter((library) =>
      texts.some((text) => text.includes(LIBRARY_MARKERS[library])),
    );
  };
}

/**
 * An importer's screen with the libraries it loads recorded. Once a screen shows, the rest of its
 * area is fetched when the browser is idle (forms' selects included): with no idle time, what is
 * recorded is what the screen itself needs.
 */
async function openWithNoIdleTime(page: Page, context: BrowserContext, baseURL: string, path: string) {
  await signInQuickly(context, baseURL, 'IMPORTER');
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const loaded = recordLibraries(page);
  watchNetwork(page);
  await page.goto(path);
  return loaded;
}

test('the sign-in page loads none of the signed-in shell, the searchable select or the toasts', async ({
  page,
}) => {
  const loaded = recordLibraries(page);
  watchNetwork(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Daxil ol' })).toBeVisible();
  await networkIdle(page);
  expect(await loaded()).toEqual([]);
});

test('a list loads the searchable select when its filter panel opens, and no toast library without a toast', async ({
  page,
  context,
  baseURL,
}) => {
  const loaded = await openWithNoIdleTime(page, context, baseURL!, '/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorğular' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^INQ-/ }).first()).toBeVisible();
  await networkIdle(page);
  // A desk draws the list as a table.
  expect(await loaded()).toEqual(['serverCache', 'tableCode']);

  await page.getByRole('button', { name: 'Bütün filtrlərə bax' }).click();
  await expect(page.getByRole('combobox', { name: 'Nəqliyyat növü (MOT)' })).toBeVisible();
  expect(await loaded()).toEqual(['searchableSelect', 'serverCache', 'tableCode']);
});

test('the bids of an inquiry are ordered and compared with native selects, and the details dialog comes on intent', async ({
  page,
  context,
  baseURL,
}) => {
  const loaded = await openWithNoIdleTime(page, context, baseURL!, '/all-bids/102');
  await expect(page.getByRole('combobox', { name: 'Sıralama' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Müqayisə valyutası' })).toBeVisible();
  await networkIdle(page);
  expect(await loaded()).toEqual(['serverCache', 'tableCode']);

  // The details dialog's code comes on intent: a pointer over the answer button.
  await page.getByRole('button', { name: 'Təklifi cavabla' }).first().hover();
  await expect.poll(loaded).toEqual(['serverCache', 'tableCode', 'dialogStack']);
  await page.getByRole('button', { name: 'Təklifi cavabla' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Təfərrüatlar' })).toBeVisible();
});

test('a list on a phone draws cards and fetches no table code', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInQuickly(context, baseURL!, 'IMPORTER');
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const loaded = recordLibraries(page);
  watchNetwork(page);
  await page.goto('/inquiries');
  await expect(page.getByRole('main').getByRole('link', { name: /^INQ-/ }).first()).toBeVisible();
  await expect(page.getByRole('main').locator('table')).toHaveCount(0);
  await networkIdle(page);
  expect(await loaded()).toEqual(['serverCache']);
});
