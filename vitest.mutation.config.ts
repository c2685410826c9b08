import type { ConfigEnv, UserConfig } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vite.config';
import { ISOLATED_TESTS } from './tests/isolated-tests';

// The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit and backend tests of
// the rules it mutates. Route-level screens are left out: a mutant of the API client is covered by
// hundreds of them, and a cold run took close to two hours (../shared/toolchain.md); the rules get
// fast tests of their own instead. As in `npm test`, files share a worker's modules unless they
// replace one (tests/isolated-tests.ts): a mutant's run then pays for the app's modules once.
const MUTATION_TESTS = [
  'src/lib/**/*.test.{ts,tsx}',
  'src/app/guards/*.test.{ts,tsx}',
  'src/mocks/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'src/features/email/components/mail-body.test.tsx',
  'src/features/bids/*.property.test.ts',
];
const MUTATION_ROOTS = ['src/lib/', 'src/app/guards/', 'src/mocks/', 'tests/unit/'];

export default defineConfig((env: ConfigEnv) => {
  const config = (base as (env: ConfigEnv) => UserConfig)(env);
  return {
    ...config,
    test: {
      ...config.test,
      // A mutant that leaves a promise pending (a refresh that never settles) fails its test here in
      // 10 s, as killed. Past Stryker's own timeout it would instead cost a restart of the worker.
      // Not less: at 4 s a busy machine failed a passing test in the initial run, which stops Stryker,
      // and a test slowed by the load could pass a mutant off as killed.
      testTimeout: 10_000,
      hookTimeout: 10_000,
      projects: <NonNullable<NonNullable<UserConfig['test']>['projects']>>[
        {
          extends: true,
          test: {
            name: 'shared',
            isolate: false,
            // Added to the base config's setup files (extends: true merges the lists).
            setupFiles: ['./tests/utils/setup-mutation.ts'],
            include: MUTATION_TESTS,
            exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            include: ISOLATED_TESTS.filter((file) => MUTATION_ROOTS.some((root) => file.startsWith(root))),
          },
        },
      ],
    },
  };
});
