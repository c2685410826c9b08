import { areaChunk, demoChunk, heavyLibraryChunk, localeChunk } from './chunk-areas';

// Where modules ship decides how many files a first load asks for (issue 17): the product's areas,
// the heavy libraries on their own, the data layer with the app, translations per area.

const ROOT = '/work/app';

it.each([
  ['src/app/routes/inquiries/importer-inquiries.tsx', 'inquiries'],
  ['src/features/inquiries/components/list/inquiry-filter-panel.tsx', 'inquiries'],
  ['src/features/bids/components/bid-panel/bid-form.tsx', 'bids'],
  ['src/app/routes/bids/all-bids.tsx', 'bids'],
  ['src/features/route-offers/components/lanes/lanes-page.tsx', 'lanes'],
  ['src/features/members/components/members-list.tsx', 'organizations'],
  ['src/features/carrier-profile/components/carrier-profile-page.tsx', 'organizations'],
  ['src/features/profile/components/password-form.tsx', 'organizations'],
  ['src/app/routes/profile/profile.tsx', 'organizations'],
  ['src/features/promo-codes/components/promo-codes-page.tsx', 'billing'],
  ['src/app/routes/billing/invoice.tsx', 'billing'],
  ['src/features/email/components/recipient-select.tsx', 'mail'],
  ['src/lib/safe-html.ts', 'mail'],
  ['node_modules/dompurify/dist/purify.es.mjs', 'mail'],
  ['src/app/routes/home.tsx', 'statistics'],
  ['src/app/routes/home-without-dashboard.tsx', 'statistics'],
  ['src/features/dashboard/components/dashboard.tsx', 'statistics'],
  ['src/app/routes/activities/activities.tsx', 'statistics'],
  ['src/app/routes/auth/register.tsx', 'auth'],
])('%s ships with the %s area', (path, area) => {
  expect(areaChunk(`${ROOT}/${path}`)).toBe(area);
  expect(areaChunk(`C:\\app\\${path.replace(/\//g, '\\')}`)).toBe(area);
});

it.each([
  'src/features/inquiries/api/get-inquiries.ts',
  'src/features/members/api/get-members.ts',
  'src/features/carrier-profile/schemas.ts',
  'src/features/bids/all-bids-url-state.ts',
  'src/lib/dates.ts',
  'src/components/data-list.tsx',
  'src/app/layouts/app-layout.tsx',
  'src/app/routes/not-found.tsx',
  'node_modules/@tanstack/query-core/build/modern/index.js',
])('%s is shared: the app chunk, not an area', (path) => {
  expect(areaChunk(`${ROOT}/${path}`)).toBeNull();
});

it.each([
  ['node_modules/recharts/es6/index.js', 'charts'],
  ['node_modules/d3-scale/src/linear.js', 'charts'],
  ['node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs', 'charts'],
  ['src/features/statistics/components/charts/period-bar-chart.tsx', 'charts'],
  ['node_modules/libphonenumber-js/min/exports/getCountries.js', 'phone'],
  ['src/components/phone-input.tsx', 'phone'],
  ['src/components/phone-flag.tsx', 'phone'],
  ['node_modules/react-select/dist/Select-49a62830.esm.js', 'select'],
  ['node_modules/@emotion/react/dist/emotion-react.browser.esm.js', 'select'],
  ['src/components/select.tsx', 'select'],
  ['src/components/country-select.tsx', 'select'],
  ['node_modules/papaparse/papaparse.min.js', 'csv'],
])('%s is a heavy library of its own: %s', (path, chunk) => {
  expect(heavyLibraryChunk(`${ROOT}/${path}`)).toBe(chunk);
});

it.each([
  'node_modules/react-is/index.js',
  'node_modules/clsx/dist/clsx.mjs',
  'src/components/text-input.tsx',
  'src/components/select-like.tsx',
  'src/features/statistics/components/lazy-charts.ts',
  'node_modules/react-dom/cjs/react-dom.production.js',
])('%s is not a heavy library (others share it, or it is light)', (path) => {
  expect(heavyLibraryChunk(`${ROOT}/${path}`)).toBeNull();
});

it.each([
  ['locales/az/common.json', 'locale-core-az'],
  ['locales/ru/auth.json', 'locale-core-ru'],
  ['locales/en/validation.json', 'locale-core-en'],
  ['locales/az/enums.json', 'locale-core-az'],
  ['locales/az/inquiry-create.json', 'locale-az-inquiries'],
  ['locales/ru/billing.json', 'locale-ru-billing'],
  ['locales/en/email.json', 'locale-en-mail-statistics'],
  ['locales/az/not-assigned-yet.json', 'locale-az-not-assigned-yet'],
])('%s ships in %s', (path, chunk) => {
  expect(localeChunk(`${ROOT}/${path}`)).toBe(chunk);
});

it('a JSON file outside the translations is not a translation', () => {
  expect(localeChunk(`${ROOT}/src/config/countries.json`)).toBeNull();
  expect(localeChunk(`${ROOT}/locales/az/readme.md`)).toBeNull();
});

it.each([
  ['src/mocks/handlers/bids.ts', 'demo'],
  ['node_modules/msw/lib/core/index.mjs', 'demo'],
  ['src/lib/http-client.ts', null],
])('%s: demo chunk %s', (path, chunk) => {
  expect(demoChunk(`${ROOT}/${path}`)).toBe(chunk);
});

it('every namespace of the translations is assigned a file', async () => {
  const { readdirSync } = await import('node:fs');
  const { LOCALE_FILES } = await import('./locales');
  const namespaces = readdirSync('locales/az').map((file) => file.replace(/\.json$/, ''));
  expect(namespaces.filter((namespace) => !(namespace in LOCALE_FILES))).toEqual([]);
});
