// Mutation testing (issue 21): `npm run test:mutation`. Stryker changes one small thing at a time in
// the rules below and runs the tests that cover it (vitest.mutation.config.ts); a change no test
// notices is a rule with no test. Not part of `npm test`: a cold run takes long on 2 cores, so it
// keeps an incremental file and re-runs only what changed. scripts/mutation-score.mjs then holds the
// score to 90 % overall and 80 % in each file.

// Options: https://stryker-mutator.io/docs/stryker-js/configuration/
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Mutants of module-level constants would re-run every test for each; their values are pinned by
  // the tests that read them.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  // Every mutant's run starts a fresh Vitest worker, which loads the app's modules (3–5 s on a busy
  // 2-core machine) before its tests run. Stryker's default allowance (5 s beyond the tests' own time)
  // counted that start as a timeout, and so as 'detected': 104 false timeouts in 347 mutants.
  timeoutMS: 20_000,
  mutate: [
    // The API client, session, errors, dates, sanitiser, forms, numbers and the permissions policy.
    'src/lib/api-client.ts',
    'src/lib/http-client.ts',
    'src/lib/session.ts',
    'src/lib/api-error.ts',
    'src/lib/dates.ts',
    'src/lib/safe-html.ts',
    'src/lib/forms.ts',
    'src/lib/field-schemas.ts',
    'src/lib/numbers.ts',
    'src/lib/permissions.ts',
    'src/lib/page.ts',
    'src/lib/lenient.ts',
    'src/lib/display.ts',
    'src/lib/search-fold.ts',
    'src/lib/list-state.ts',
    'src/lib/suspension.ts',
    // The route guards.
    'src/app/guards/*.{ts,tsx}',
    '!src/app/guards/*.test.{ts,tsx}',
    // The demo backend's business rules: bid limits, billing and vouchers, inquiry status changes.
    'src/mocks/handlers/bid-offers.ts',
    'src/mocks/handlers/bids.ts',
    'src/mocks/handlers/promo-codes.ts',
    // Unpaid bids and promo codes applied; the promo check, a payment started and paid by card.
    'src/mocks/handlers/billing.ts:60-75',
    'src/mocks/handlers/billing.ts:168-285',
    // An inquiry sent, its status set by an admin, its steps moved, its delivery confirmed.
    'src/mocks/handlers/inquiries.ts:213-324',
    'src/mocks/db/billing-ledger.ts',
    'src/mocks/http.ts',
  ],
  ignorePatterns: ['dist*', 'test-results*', 'reports', 'coverage', 'tests/e2e', '.stryker-tmp'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
