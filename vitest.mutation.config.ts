import type { ConfigEnv, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import base from './vite.config';

// The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit and backend tests of
// the rules it mutates, each file in its own module graph. Route-level screens are left out: a
// mutant of the API client is covered by hundreds of them, and a cold run took close to two hours
// (../shared/toolchain.md). The rules get fast tests of their own instead.
export const MUTATION_TESTS = [
  'src/lib/**/*.test.{ts,tsx}',
  'src/app/guards/*.test.{ts,tsx}',
  'src/mocks/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'src/features/email/components/mail-body.test.tsx',
  'src/features/bids/*.property.test.ts',
];

export default defineConfig((env: ConfigEnv) => {
  const config = (base as (env: ConfigEnv) => UserConfig)(env);
  return {
    ...config,
    test: { ...config.test, projects: undefined, include: MUTATION_TESTS, isolate: true },
  };
});
