// Vitest runs a worker's test files in one module graph and one jsdom (vite.config.ts, project
// 'shared'). A file that replaces a module (vi.mock, vi.doMock, vi.resetModules) or stubs the
// environment (vi.stubEnv, vi.stubGlobal) would change them for the files after it: it runs on its
// own, in project 'isolated'. tests/unit/isolated-tests.test.ts keeps this list complete.

/** Test files that mock modules or stub the environment: each runs in a fresh module graph. */
export const ISOLATED_TESTS = [
  'src/app/errors/route-errors.test.tsx',
  'src/app/route-table/heading-first.test.tsx',
  'src/app/route-table/first-heading.test.ts',
  'src/app/layouts/demo-badge.test.tsx',
  'src/app/routes/auth/demo-outbox.test.tsx',
  'src/app/routes/billing/billing.test.tsx',
  'src/app/routes/inquiries/importer-inquiries-search-click.test.tsx',
  'src/app/routes/statistics/statistics.test.tsx',
  'src/components/data-list.test.tsx',
  'src/components/pagination.test.tsx',
  'src/components/phone-input.test.tsx',
  'src/components/toaster.test.tsx',
  'src/components/url-search-input.test.tsx',
  'src/features/statistics/components/chart-props.test.tsx',
  'src/features/statistics/components/charts/charts.test.tsx',
  'src/lib/api-client-load.test.ts',
  'src/lib/api-paths-double.test.ts',
  'src/lib/chunk-reload.test.ts',
  'src/lib/date-locale.test.tsx',
  'src/app/route-table/preload.test.ts',
  'src/lib/toast.test.ts',
  'src/lib/use-is-phone.test.ts',
];
